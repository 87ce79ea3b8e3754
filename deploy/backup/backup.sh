#!/usr/bin/env bash
# Backs up the shop's PostgreSQL database (DATABASE_URL) into BACKUP_DIR: pg_dump's custom format
# (compressed; pg_restore reads it whole or table by table), written under a temporary name,
# checked readable with `pg_restore --list`, then renamed into place, so every
# `loja-<UTC time>.dump` there is complete. Keeps the newest BACKUP_KEEP dumps (default 14) and
# deletes the older ones. Run nightly by vertice-backup.timer; by hand:
#   DATABASE_URL=postgresql://vertice@/loja?host=/var/run/postgresql deploy/backup/backup.sh
# Restore with deploy/backup/restore.sh.
set -euo pipefail

: "${DATABASE_URL:?DATABASE_URL must name the shop database}"
dir="${BACKUP_DIR:-/var/backups/vertice}"
keep="${BACKUP_KEEP:-14}"
if ! [[ "$keep" =~ ^[1-9][0-9]*$ ]]; then
  echo "backup: BACKUP_KEEP must be a whole number of dumps, 1 or more (got '$keep')." >&2
  exit 2
fi

umask 077
mkdir -p "$dir"
final="$dir/loja-$(date -u +%Y%m%dT%H%M%S.%3NZ).dump"
partial="$final.partial"
trap 'rm -f "$partial"' EXIT

pg_dump --format=custom --compress=6 --file="$partial" --dbname="$DATABASE_URL"
pg_restore --list "$partial" >/dev/null
mv "$partial" "$final"
echo "backup: wrote $final ($(du -h "$final" | cut -f1))."

# Rotation: the names sort by time; everything but the newest $keep goes.
mapfile -t old < <(find "$dir" -maxdepth 1 -name 'loja-*.dump' -type f | sort -r | tail -n +"$((keep + 1))")
for file in "${old[@]}"; do
  rm -f -- "$file"
  echo "backup: deleted $file (keeping the newest $keep)."
done
