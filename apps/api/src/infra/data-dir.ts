import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Files this process creates from now on are owner-only (the embedded database, its WAL, uploads,
 * backups): they hold e-mail addresses and password hashes. Worker threads cannot change the umask;
 * there the explicit modes below still hold.
 */
export function ownerOnlyFiles(): void {
  try {
    process.umask(0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION: restrictTree and the explicit modes still apply.
  }
}

/**
 * Creates `dir` owner-only (0700) and makes everything already in it owner-only (folders 0700, files
 * 0600), so data written by an older version or under a looser umask is closed too. Links are left
 * alone (they are not followed). `only` limits the walk to those entries of `dir` (DATA_DIR may be a
 * folder that holds other things too: only the shop's own are touched).
 */
export function restrictTree(dir: string, only?: (name: string) => boolean): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string, top = false) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(p, 0o700);
      for (const name of readdirSync(p)) if (!top || !only || only(name)) walk(path.join(p, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(p, 0o600);
    }
  };
  walk(dir, true);
}

/** What the shop itself keeps in DATA_DIR (the database, its lock, uploads, the secret, set-aside copies). */
export function isShopData(name: string): boolean {
  return /^(pglite(\.lock|\.before-restore-.*)?|uploads|auth-secret)$/.test(name);
}
