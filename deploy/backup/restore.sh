#!/usr/bin/env bash
# Restores a dump written by deploy/backup/backup.sh into an empty PostgreSQL database:
#   deploy/backup/restore.sh /var/backups/vertice/loja-20261128T031500.000Z.dump TARGET_URL
# TARGET_URL names a database made for it (`createdb -O vertice loja_restaurada`); one that
# already holds tables is refused, so a restore never mixes with live data. Everything goes in
# one transaction (all or nothing), owned by the role TARGET_URL connects as. Then point
# DATABASE_URL at it (or rename it in place of the old one) and start the services again.
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 DUMP_FILE TARGET_DATABASE_URL" >&2
  exit 2
fi
dump="$1"
target="$2"

if [ ! -f "$dump" ]; then
  echo "restore: no dump at $dump." >&2
  exit 2
fi
# A dump pg_restore cannot read is refused before anything is written.
pg_restore --list "$dump" >/dev/null

tables=$(psql --dbname="$target" --no-psqlrc --tuples-only --no-align \
  --command="select count(*) from information_schema.tables where table_schema = 'public'")
if [ "$tables" != "0" ]; then
  echo "restore: the target database already holds $tables tables; restore into a new, empty one (createdb)." >&2
  exit 1
fi

pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$target" "$dump"
echo "restore: $dump restored."
