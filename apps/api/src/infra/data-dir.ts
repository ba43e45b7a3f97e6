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
 * alone (they are not followed).
 */
export function restrictTree(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (p: string) => {
    const stat = lstatSync(p);
    if (stat.isSymbolicLink()) return;
    if (stat.isDirectory()) {
      if ((stat.mode & 0o777) !== 0o700) chmodSync(p, 0o700);
      for (const name of readdirSync(p)) walk(path.join(p, name));
    } else if ((stat.mode & 0o777) !== 0o600) {
      chmodSync(p, 0o600);
    }
  };
  walk(dir);
}
