package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/compose-spec/compose-go/v2/cli"
)

// A variable the file requires (`${NAME:?message}` or `${NAME?message}`): the operator supplies it.
var requiredVariable = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*):?\?`)

// RequiredMarker is the value a required variable gets while validating, so check.ts can tell a
// setting the operator must supply from one with a default written in the file.
const RequiredMarker = "required-from-operator:"

// validateCompose loads the file the way `docker compose` does (compose-go is its loader): the
// compose specification's JSON schema, interpolation, and the consistency checks (depends_on
// targets, named volumes, …). The environment holds only the variables the file requires (each
// set to RequiredMarker+name), so the defaults written in the file are what is validated, not
// whatever this machine's shell or `.env` holds.
func validateCompose(file, out string) error {
	abs, err := filepath.Abs(file)
	if err != nil {
		return err
	}
	text, err := os.ReadFile(abs)
	if err != nil {
		return err
	}
	env := []string{}
	for _, m := range requiredVariable.FindAllStringSubmatch(string(text), -1) {
		env = append(env, m[1]+"="+RequiredMarker+m[1])
	}
	dir := filepath.Dir(abs)
	opts, err := cli.NewProjectOptions([]string{abs},
		cli.WithWorkingDirectory(dir),
		cli.WithEnv(env),
		cli.WithInterpolation(true),
		cli.WithConsistency(true),
		cli.WithResolvedPaths(true),
		cli.WithoutEnvironmentResolution,
	)
	if err != nil {
		return err
	}
	project, err := opts.LoadProject(context.Background())
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}

	var problems []string
	for name, svc := range project.Services {
		if svc.Image == "" && svc.Build == nil {
			problems = append(problems, fmt.Sprintf("service %s has neither image nor build", name))
		}
		if svc.Image != "" && (strings.HasSuffix(svc.Image, ":latest") || !strings.Contains(lastSegment(svc.Image), ":")) {
			problems = append(problems, fmt.Sprintf("service %s: image %q needs an explicit tag other than latest", name, svc.Image))
		}
		if svc.Build != nil {
			dockerfile := svc.Build.Dockerfile
			if dockerfile == "" {
				dockerfile = "Dockerfile"
			}
			if !filepath.IsAbs(dockerfile) {
				dockerfile = filepath.Join(svc.Build.Context, dockerfile)
			}
			if _, err := os.Stat(dockerfile); err != nil {
				problems = append(problems, fmt.Sprintf("service %s: Dockerfile %s does not exist", name, dockerfile))
			}
		}
		if svc.HealthCheck == nil && svc.Build == nil && svc.Restart != "no" {
			problems = append(problems, fmt.Sprintf("service %s: a data store needs a healthcheck", name))
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "\n"))
	}

	data, err := project.MarshalJSON()
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, data, 0o644); err != nil {
		return err
	}
	fmt.Printf("compose: %s is valid (%d services)\n", file, len(project.Services))
	return nil
}

func lastSegment(image string) string {
	return image[strings.LastIndex(image, "/")+1:]
}
