import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildASTSchema, concatAST, isInterfaceType, isUnionType, parse } from 'graphql';
import { POSSIBLE_TYPES } from '../possible-types';

const SCHEMA_DIR = path.join(__dirname, '../../../graphql/schema');

function loadSchema() {
  const files = readdirSync(SCHEMA_DIR).filter((name) => name.endsWith('.graphql'));
  const documents = files.map((name) => parse(readFileSync(path.join(SCHEMA_DIR, name), 'utf8')));
  return buildASTSchema(concatAST(documents));
}

describe('POSSIBLE_TYPES', () => {
  it('lists exactly the implementations of every interface and union of the schema', () => {
    const schema = loadSchema();
    const fromSchema: Record<string, string[]> = {};
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isInterfaceType(type) || isUnionType(type)) {
        fromSchema[type.name] = schema
          .getPossibleTypes(type)
          .map((member) => member.name)
          .sort();
      }
    }
    const declared = Object.fromEntries(
      Object.entries(POSSIBLE_TYPES).map(([name, members]) => [name, [...members].sort()]),
    );
    expect(declared).toEqual(fromSchema);
  });
});
