package main

import (
	"archive/zip"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// kubernetesSchemas unpacks one Kubernetes version's strict JSON schemas from the
// kubernetes-validate wheel (PyPI) into dir/<version>-local-strict/, the layout kubeconform's
// -schema-location template expects. The wheel's schemas carry `$id: https://kubernetes.io/…`
// and refer to `/api/_definitions.json`, which a resolver would fetch from the network; both
// are rewritten so every reference resolves to the sibling _definitions.json file.
func kubernetesSchemas(wheel, version, dir string) error {
	r, err := zip.OpenReader(wheel)
	if err != nil {
		return err
	}
	defer r.Close()
	prefix := fmt.Sprintf("kubernetes_validate/kubernetes-json-schema/v%s-local-strict/", strings.TrimPrefix(version, "v"))
	outDir := filepath.Join(dir, "v"+strings.TrimPrefix(version, "v")+"-local-strict")
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return err
	}
	idLine := regexp.MustCompile(`,\s*"\$id":\s*"https://kubernetes\.io/[^"]*"`)
	count := 0
	for _, f := range r.File {
		if !strings.HasPrefix(f.Name, prefix) || !strings.HasSuffix(f.Name, ".json") {
			continue
		}
		src, err := f.Open()
		if err != nil {
			return err
		}
		data, err := io.ReadAll(src)
		src.Close()
		if err != nil {
			return err
		}
		text := idLine.ReplaceAllString(string(data), "")
		text = strings.ReplaceAll(text, `"/api/_definitions.json#`, `"_definitions.json#`)
		if strings.Contains(text, "https://kubernetes.io/") && strings.Contains(text, `"$id"`) {
			return fmt.Errorf("%s: an $id is left that would send the resolver to the network", f.Name)
		}
		if err := os.WriteFile(filepath.Join(outDir, path.Base(f.Name)), []byte(text), 0o644); err != nil {
			return err
		}
		count++
	}
	if count == 0 {
		return fmt.Errorf("%s has no schemas for Kubernetes %s (looked under %s)", wheel, version, prefix)
	}
	fmt.Printf("kubernetes schemas: %d files for v%s\n", count, strings.TrimPrefix(version, "v"))
	return nil
}

// crdSchemas turns each CustomResourceDefinition version's openAPIV3Schema into
// dir/<group>/<kind>_<version>.json, made strict the way kubeconform's own openapi2jsonschema
// does it: objects reject unknown fields unless the CRD says to preserve them.
func crdSchemas(dir string, files []string) error {
	written := 0
	for _, file := range files {
		docs, err := readYAMLDocuments(file)
		if err != nil {
			return err
		}
		for _, doc := range docs {
			crd, ok := doc.(map[string]any)
			if !ok || crd["kind"] != "CustomResourceDefinition" {
				continue
			}
			spec, _ := crd["spec"].(map[string]any)
			group, _ := spec["group"].(string)
			names, _ := spec["names"].(map[string]any)
			kind, _ := names["kind"].(string)
			versions, _ := spec["versions"].([]any)
			if group == "" || kind == "" {
				return fmt.Errorf("%s: a CRD without group or kind", file)
			}
			for _, v := range versions {
				version, _ := v.(map[string]any)
				name, _ := version["name"].(string)
				schema, _ := version["schema"].(map[string]any)
				openAPI, ok := schema["openAPIV3Schema"].(map[string]any)
				if !ok || name == "" {
					continue
				}
				out := filepath.Join(dir, group, strings.ToLower(kind)+"_"+name+".json")
				if err := writeJSON(out, strictSchema(openAPI)); err != nil {
					return err
				}
				written++
			}
		}
	}
	if written == 0 {
		return fmt.Errorf("no CRD schema found in %s", strings.Join(files, ", "))
	}
	fmt.Printf("CRD schemas: %d written\n", written)
	return nil
}

func strictSchema(node any) any {
	switch n := node.(type) {
	case map[string]any:
		out := make(map[string]any, len(n)+1)
		for k, v := range n {
			out[k] = strictSchema(v)
		}
		if n["x-kubernetes-int-or-string"] == true {
			delete(out, "type")
			out["oneOf"] = []any{map[string]any{"type": "string"}, map[string]any{"type": "integer"}}
		}
		if n["nullable"] == true {
			if t, ok := out["type"].(string); ok {
				out["type"] = []any{t, "null"}
			}
		}
		_, hasProps := n["properties"]
		_, hasAdditional := n["additionalProperties"]
		if hasProps && !hasAdditional && n["x-kubernetes-preserve-unknown-fields"] != true {
			out["additionalProperties"] = false
		}
		return out
	case []any:
		out := make([]any, len(n))
		for i, v := range n {
			out[i] = strictSchema(v)
		}
		return out
	default:
		return node
	}
}
