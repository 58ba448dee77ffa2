// The contracts' own documents (the shared fragments and the StoreConfig query the shell and the
// gateway both send) are valid against the schema they sit beside. The remotes' contract tests
// check their operations with these fragments; this covers what no remote sends itself.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  NoUnusedFragmentsRule,
  buildSchema,
  parse,
  specifiedRules,
  validate,
  type DefinitionNode,
} from 'graphql';

const schemaDir = path.join(__dirname, '../../../graphql/schema');
const documentsDir = path.join(__dirname, '..');

function readAll(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'));
}

describe('the contracts documents', () => {
  const schema = buildSchema(readAll(schemaDir).join('\n'));
  const definitions: DefinitionNode[] = readAll(documentsDir).flatMap(
    (source) => parse(source).definitions,
  );

  it('include the StoreConfig query', () => {
    const names = definitions.map((d) => ('name' in d ? d.name?.value : undefined));
    expect(names).toContain('StoreConfig');
  });

  it('validate against the commerce schema', () => {
    // The fragments are spread by the remotes' operations, not here.
    const rules = specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    const errors = validate(schema, { kind: Kind.DOCUMENT, definitions }, rules);
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
