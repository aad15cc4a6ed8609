#!/bin/sh
# A hot standby of PRIMARY_HOST, OSM5's read replica (DATABASE_REPLICA_URLS).
# On its first start the data folder is a base backup of the primary, taken as
# POSTGRES_USER with PGPASSWORD; pg_basebackup --write-recovery-conf makes the
# server follow the primary from there. Then PostgreSQL runs in recovery,
# answering reads while it replays the primary's WAL.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup --host="$PRIMARY_HOST" --username="$POSTGRES_USER" --pgdata="$PGDATA" \
    --write-recovery-conf --wal-method=stream --checkpoint=fast --no-password; do
    echo "standby: waiting for the primary at $PRIMARY_HOST"
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
  chmod 700 "$PGDATA"
fi
exec postgres
