// deploy-validate: the offline checks of deploy/validate/run.sh that need a real parser.
//
//	deploy-validate compose <docker-compose.yml> <out.json>   compose specification + consistency
//	deploy-validate yaml2json <out.json> <in.yaml>...         rendered manifests for check.ts
//	deploy-validate k8s-schemas <wheel> <k8s-version> <dir>   kubeconform schemas from kubernetes-validate
//	deploy-validate crd-schemas <dir> <crd.yaml>...           kubeconform schemas from CRDs
//	deploy-validate extract <archive> <member> <out-file>     one file out of a wheel (zip)
package main

import (
	"fmt"
	"os"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintf(os.Stderr, "deploy-validate: %v\n", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) == 0 {
		return fmt.Errorf("usage: deploy-validate compose|yaml2json|k8s-schemas|crd-schemas|extract ...")
	}
	cmd, rest := args[0], args[1:]
	need := func(n int, usage string) error {
		if len(rest) < n {
			return fmt.Errorf("usage: deploy-validate %s %s", cmd, usage)
		}
		return nil
	}
	switch cmd {
	case "compose":
		if err := need(2, "<docker-compose.yml> <out.json>"); err != nil {
			return err
		}
		return validateCompose(rest[0], rest[1])
	case "yaml2json":
		if err := need(2, "<out.json> <in.yaml>..."); err != nil {
			return err
		}
		return yamlToJSON(rest[0], rest[1:])
	case "k8s-schemas":
		if err := need(3, "<kubernetes-validate wheel> <k8s-version> <dir>"); err != nil {
			return err
		}
		return kubernetesSchemas(rest[0], rest[1], rest[2])
	case "crd-schemas":
		if err := need(2, "<dir> <crd.yaml>..."); err != nil {
			return err
		}
		return crdSchemas(rest[0], rest[1:])
	case "extract":
		if err := need(3, "<archive> <member> <out-file>"); err != nil {
			return err
		}
		return extractMember(rest[0], rest[1], rest[2])
	default:
		return fmt.Errorf("unknown command %q", cmd)
	}
}
