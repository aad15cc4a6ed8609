#!/bin/sh
# Run once by the postgres image when it makes the primary's data folder
# (/docker-entrypoint-initdb.d): lets the standby stream the primary's WAL as
# the application's user, which the image made a superuser, with its password.
set -e
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
