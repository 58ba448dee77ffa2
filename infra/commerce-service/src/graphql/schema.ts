import fs from 'node:fs';
import path from 'node:path';

/** Folder of the schema contract in shared-contracts (`@dukkan/contracts/graphql/schema`). */
export function schemaFolder(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('@dukkan/contracts/graphql/schema') as string;
}

/** All schema files, base.graphql first, the rest by name, joined into one SDL document. */
export function loadSchemaSdl(folder = schemaFolder()): string {
  const files = fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)));
  if (files[0] !== 'base.graphql') throw new Error(`schema folder ${folder} has no base.graphql`);
  return files
    .map((f) => `# ---- ${f}\n${fs.readFileSync(path.join(folder, f), 'utf8')}`)
    .join('\n');
}
