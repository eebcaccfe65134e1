// Command ferretdb runs an embedded FerretDB v1 (MongoDB wire protocol over SQLite) for local runs
// and tests on machines without Docker or mongod. deploy/local/infra.ts builds it once into the cache.
//
// Telemetry and the debug listener need no setting here: in v1.24.2 ferretdb.Config has no fields
// for them because the embedded package never starts either (New disables and locks telemetry in
// an in-memory state; only cmd/ferretdb runs the debug handler).
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("dir", "./data", "SQLite data directory")
	flag.Parse()

	// FerretDB v1 decodes every document it reads and writes into short-lived Go values: at Go's
	// default (100) the collector took a fifth of its CPU under the generation pipeline's load
	// (perf, 28 November). A larger heap between collections costs tens of MB here.
	debug.SetGCPercent(400)

	if err := os.MkdirAll(*dir, 0o755); err != nil {
		log.Fatalf("cannot create data directory %s: %v", *dir, err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dir + "/",
	})
	if err != nil {
		log.Fatalf("cannot configure FerretDB: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	log.Printf("FerretDB listening on %s, data in %s", *listen, *dir)
	if err := f.Run(ctx); err != nil && ctx.Err() == nil {
		log.Fatalf("FerretDB stopped: %v", err)
	}
}
