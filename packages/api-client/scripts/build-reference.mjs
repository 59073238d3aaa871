// Writes a static, self-contained API reference (reference/index.html) from openapi/openapi.yaml.
// Dependency-light on purpose: the `yaml` parser and Node's standard library only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
const doc = parse(readFileSync(new URL('openapi/openapi.yaml', root), 'utf8'));
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const esc = (text) =>
  String(text).replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
const refName = (ref) => ref.split('/').pop();
const anchor = (kind, name) => `${kind}-${String(name).replace(/[^\w-]/g, '_')}`;

function resolve(value) {
  if (!value || typeof value !== 'object' || typeof value.$ref !== 'string') return value;
  const [, section, name] = value.$ref.match(/^#\/components\/(\w+)\/(.+)$/) ?? [];
  return doc.components?.[section]?.[name] ?? value;
}

/** A schema as TypeScript-like text, with links to named components. */
function typeText(schema, indent = '') {
  if (!schema || typeof schema !== 'object') return 'unknown';
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="#${anchor('schema', name)}">${esc(name)}</a>`;
  }
  if ('const' in schema) return esc(JSON.stringify(schema.const));
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => esc(JSON.stringify(v))).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeText(s, indent)).join(' &amp; ');
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf).map((s) => typeText(s, indent)).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'unknown')];
  return types
    .map((type) => {
      if (type === 'array') return `${wrap(typeText(schema.items ?? {}, indent))}[]`;
      if (type === 'integer') return 'integer';
      if (type === 'string' && schema.format === 'binary') return 'file';
      if (type === 'string' && schema.format) return `string <span class="fmt">(${esc(schema.format)})</span>`;
      if (type !== 'object') return esc(type);
      const lines = [];
      const required = new Set(schema.required ?? []);
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        const note = [prop.description, prop['x-inferred'] ? 'inferred' : ''].filter(Boolean).join(' · ');
        lines.push(
          `${indent}  ${esc(name)}${required.has(name) ? '' : '?'}: ${typeText(prop, `${indent}  `)};${
            note ? ` <span class="note">// ${esc(note)}</span>` : ''
          }`,
        );
      }
      for (const [pattern, prop] of Object.entries(schema.patternProperties ?? {})) {
        lines.push(`${indent}  [${esc(pattern)}]: ${typeText(prop, `${indent}  `)};`);
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        lines.push(`${indent}  [key: string]: ${typeText(schema.additionalProperties, `${indent}  `)};`);
      }
      return lines.length ? `{\n${lines.join('\n')}\n${indent}}` : '{}';
    })
    .join(' | ');
}
const wrap = (text) => (text.includes(' | ') || text.includes(' &amp; ') ? `(${text})` : text);

function contentBlock(content) {
  return Object.entries(content ?? {})
    .map(([media, { schema }]) => `<div class="media">${esc(media)}</div><pre>${typeText(schema)}</pre>`)
    .join('');
}

const byTag = new Map();
let operationCount = 0;
for (const [path, item] of Object.entries(doc.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    operationCount += 1;
    const tag = op.tags?.[0] ?? 'other';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push({ path, method, op, servers: item.servers });
  }
}

function operationHtml({ path, method, op, servers }) {
  const params = (op.parameters ?? []).map(resolve);
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${p.required ? 'yes' : ''}</td><td><code>${typeText(
          p.schema ?? {},
        )}</code></td><td>${esc(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(([status, response]) => {
      const r = resolve(response);
      return `<div class="response"><span class="status s${esc(status[0])}">${esc(status)}</span> ${esc(
        r.description ?? '',
      )}${response['x-inferred'] || r['x-inferred'] ? ' <span class="badge">inferred</span>' : ''}${contentBlock(r.content)}</div>`;
    })
    .join('');
  const optional = op.security?.some((requirement) => Object.keys(requirement).length === 0);
  const security =
    op.security?.length === 0 || optional
      ? `<span class="badge public">${op.security?.length === 0 ? 'public' : 'public or signed in'}</span>`
      : '';
  const host = servers?.[0]?.url ? `<span class="host">${esc(servers[0].url)}</span>` : '';
  return `<section class="op" id="${anchor('op', op.operationId)}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> ${host}<code>${esc(path)}</code> ${security}${
    op['x-inferred'] ? '<span class="badge">inferred</span>' : ''
  }</h3>
<p>${esc(op.summary ?? '')} <span class="opid">${esc(op.operationId)}</span></p>
${op.description ? `<p>${esc(op.description)}</p>` : ''}
${paramRows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th><th>Notes</th></tr></thead><tbody>${paramRows}</tbody></table>` : ''}
${op.requestBody ? `<h4>Request body</h4>${contentBlock(op.requestBody.content)}` : ''}
<h4>Responses</h4>${responses}
</section>`;
}

const schemas = Object.entries(doc.components?.schemas ?? {})
  .map(
    ([name, schema]) =>
      `<section class="schema" id="${anchor('schema', name)}"><h3>${esc(name)}${
        schema['x-inferred'] ? ' <span class="badge">inferred</span>' : ''
      }</h3>${schema.description ? `<p>${esc(schema.description)}</p>` : ''}<pre>${typeText(schema)}</pre></section>`,
  )
  .join('\n');

const nav = [...byTag.entries()]
  .map(
    ([tag, ops]) =>
      `<li><a href="#${anchor('tag', tag)}">${esc(tag)}</a><ul>${ops
        .map(
          ({ path, method, op }) =>
            `<li><a href="#${anchor('op', op.operationId)}"><span class="m ${method}">${method.toUpperCase()}</span> ${esc(path)}</a></li>`,
        )
        .join('')}</ul></li>`,
  )
  .join('');

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(doc.info.title)} — API reference</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;display:grid;grid-template-columns:20rem 1fr;color:#1d2330}
nav{position:sticky;top:0;height:100vh;overflow:auto;background:#f4f6f9;padding:1rem;font-size:13px;box-sizing:border-box}
nav ul{list-style:none;padding-left:.5rem;margin:.25rem 0}
nav a{color:inherit;text-decoration:none}
main{padding:1.5rem 2rem;max-width:70rem;min-width:0}
h2{border-bottom:2px solid #dde2ea;padding-bottom:.25rem;margin-top:2.5rem}
.op,.schema{border:1px solid #dde2ea;border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.op h3{margin:.2rem 0;font-size:16px}
.method,.m{font:700 12px ui-monospace,monospace;padding:.1rem .4rem;border-radius:4px;color:#fff}
.get{background:#1f6feb}.post{background:#1a7f37}.delete{background:#cf222e}.put,.patch{background:#9a6700}
.m{font-size:10px}
pre{background:#f6f8fa;padding:.5rem .75rem;border-radius:4px;overflow:auto;font-size:13px;margin:.25rem 0}
table{border-collapse:collapse;font-size:13px;margin:.5rem 0}td,th{border:1px solid #dde2ea;padding:.2rem .5rem;text-align:left}
.badge{font-size:11px;background:#fff8c5;border:1px solid #d4a72c;border-radius:10px;padding:0 .5rem}
.badge.public{background:#dafbe1;border-color:#4ac26b}
.status{font:700 12px ui-monospace,monospace;padding:0 .35rem;border-radius:4px;background:#eee}
.s2{background:#dafbe1}.s3{background:#ddf4ff}.s4{background:#fff1e5}.s5,.sd{background:#ffebe9}
.media{font:12px ui-monospace,monospace;color:#57606a;margin-top:.25rem}
.note{color:#6e7781}.fmt{color:#6e7781}.opid{color:#6e7781;font:12px ui-monospace,monospace}
.host{font:12px ui-monospace,monospace;color:#8250df}
</style>
</head>
<body>
<nav><strong>${esc(doc.info.title)}</strong><p>${operationCount} operations · ${
  Object.keys(doc.components?.schemas ?? {}).length
} schemas</p><ul>${nav}<li><a href="#schemas">schemas</a></li></ul></nav>
<main>
<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>
<p>${esc(doc.info.description ?? '')}</p>
<p>Generated from <code>packages/api-client/openapi/openapi.yaml</code> by <code>pnpm --filter @portal/api-client reference</code>.
<span class="badge">inferred</span> marks shapes the specification does not show, chosen as the simplest a Laravel backend would return.
<span class="badge public">public</span> calls need no session; every other call answers 401 without one.</p>
${[...byTag.entries()]
  .map(([tag, ops]) => `<h2 id="${anchor('tag', tag)}">${esc(tag)}</h2>\n${ops.map(operationHtml).join('\n')}`)
  .join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas}
</main>
</body>
</html>
`;

mkdirSync(new URL('reference/', root), { recursive: true });
writeFileSync(new URL('reference/index.html', root), html);
console.log(`reference/index.html: ${operationCount} operations, ${Math.round(html.length / 1024)} KB`);
