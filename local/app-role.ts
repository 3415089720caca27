// A Neon project's role owns its database and tables but is no superuser (neon.com/docs/reference/compatibility): the
// local services run every request as such a role, so SQL that needs more than an owner's rights fails here as there.

/** The one connection string the local services accept. */
export const LOCAL_CREDENTIALS = { user: "app", password: "local", database: "app" } as const;

export const APP_ROLE = LOCAL_CREDENTIALS.user;

// Idempotent, run as a superuser before any request. Handing the role what the public schema holds adopts a database
// migrated as `postgres` before the app had a role (an older .data/) instead of recreating it.
export function appRoleSetup(role = APP_ROLE, password: string = LOCAL_CREDENTIALS.password): string[] {
  const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
  const id = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return [
    `DO $$ BEGIN
       IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = ${lit(role)}) THEN CREATE ROLE ${id(role)}; END IF;
     END $$`,
    `ALTER ROLE ${id(role)} LOGIN PASSWORD ${lit(password)} NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS`,
    // As Neon's role owns neondb: from Postgres 15 on, that is what lets it create tables in the public schema.
    `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I OWNER TO %I', current_database(), ${lit(role)}); END $$`,
    `DO $$ DECLARE r record; BEGIN
       FOR r IN
         SELECT c.oid::regclass AS name,
                CASE c.relkind WHEN 'S' THEN 'SEQUENCE' WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW'
                               WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END AS kind
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
            AND pg_get_userbyid(c.relowner) <> ${lit(role)}
            -- A serial's sequence belongs to its table and moves with it.
            AND NOT (c.relkind = 'S' AND EXISTS (
                  SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
       LOOP
         EXECUTE format('ALTER %s %s OWNER TO %I', r.kind, r.name, ${lit(role)});
       END LOOP;
       FOR r IN
         SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p') AND pg_get_userbyid(p.proowner) <> ${lit(role)}
       LOOP
         EXECUTE format('ALTER ROUTINE %s OWNER TO %I', r.name, ${lit(role)});
       END LOOP;
       FOR r IN
         SELECT t.oid::regtype AS name, CASE t.typtype WHEN 'd' THEN 'DOMAIN' ELSE 'TYPE' END AS kind FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND pg_get_userbyid(t.typowner) <> ${lit(role)}
       LOOP
         EXECUTE format('ALTER %s %s OWNER TO %I', r.kind, r.name, ${lit(role)});
       END LOOP;
     END $$`,
  ];
}
