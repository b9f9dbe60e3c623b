/**
 * db/schema.ts (the database as the code's queries see it) against the database the migrations
 * build, on this run's dialect (SQLite, or PostgreSQL with TEST_DATABASE_URL): the same tables,
 * the same columns, and where a type lets a column be null, the column allows NULL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../src/server/db/schema.ts');

interface TypedColumn {
  name: string;
  /** Whether the type includes null. */
  nullable: boolean;
}

/** Each table of `interface Database`, with its columns as its interface declares them. */
function tablesOfSchemaFile(): Map<string, TypedColumn[]> {
  const source = ts.createSourceFile(
    SCHEMA_FILE,
    ts.sys.readFile(SCHEMA_FILE) ?? '',
    ts.ScriptTarget.Latest,
    true,
  );
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const includesNull = (type: ts.TypeNode | undefined): boolean =>
    !!type &&
    ts.isUnionTypeNode(type) &&
    type.types.some(
      (member) => ts.isLiteralTypeNode(member) && member.literal.kind === ts.SyntaxKind.NullKeyword,
    );
  const tables = new Map<string, TypedColumn[]>();
  for (const member of interfaces.get('Database')?.members ?? []) {
    if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type))
      continue;
    const table = (member.name as ts.Identifier).text;
    const declaration = interfaces.get(member.type.typeName.getText(source));
    expect(declaration, `the interface of ${table}`).toBeDefined();
    tables.set(
      table,
      declaration!.members.filter(ts.isPropertySignature).map((column) => ({
        name: (column.name as ts.Identifier).text,
        nullable: includesNull(column.type),
      })),
    );
  }
  return tables;
}

let target: Db;
let dataDir: string;
let postgres: TestDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'schema-check-'));
  postgres = process.env.TEST_DATABASE_URL
    ? await createTestDatabase(process.env.TEST_DATABASE_URL, 'schema')
    : undefined;
  target = openDatabase({ databaseUrl: postgres?.url, dataDir });
  await migrateToLatest(target);
});

afterAll(async () => {
  await target?.db.destroy();
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('declares exactly the tables and columns the migrations make, null only where NULL is allowed', async () => {
  const typed = tablesOfSchemaFile();
  expect(typed.size).toBeGreaterThan(40);
  const built = new Map(
    (await target.db.introspection.getTables())
      // Kysely's own bookkeeping of the migrations run, and the search index (migration 030):
      // each dialect's own (FTS5 and its shadow tables, or a tsvector table), read by raw SQL
      // in the search module alone.
      .filter((table) => !table.name.startsWith('kysely_') && !table.name.startsWith('search_'))
      .map((table) => [table.name, table.columns]),
  );

  expect([...typed.keys()].sort(), 'tables').toEqual([...built.keys()].sort());
  for (const [table, columns] of typed) {
    const actual = built.get(table) ?? [];
    expect(columns.map((column) => column.name).sort(), `columns of ${table}`).toEqual(
      actual.map((column) => column.name).sort(),
    );
    // A type that lets a value be null, on a column that refuses NULL, fails at the first write.
    const refusesNull = new Set(
      actual.filter((column) => !column.isNullable).map((column) => column.name),
    );
    const tooLoose = columns.filter((column) => column.nullable && refusesNull.has(column.name));
    expect(
      tooLoose.map((column) => column.name),
      `columns of ${table} typed nullable but NOT NULL`,
    ).toEqual([]);
  }
});
