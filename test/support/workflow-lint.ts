/**
 * What actionlint would catch in this project's GitHub Actions workflows and that matters here
 * (actionlint itself cannot be installed on these build boxes): unknown keys on a workflow, a
 * job or a step; a job without `runs-on` (or a `runs-on` naming neither a hosted runner nor its
 * matrix); `needs` naming a job that does not exist, or a cycle; `uses` not pinned to a version
 * (a tag or a commit, never a branch); a step with neither or both of `run` and `uses`, an empty
 * `run`, or an unknown `shell`; `${{ }}` left open; `matrix.x` where the job's matrix has no x.
 * Answers the problems in words, one per line; none for a sound workflow.
 */
import { parse } from 'yaml';

const WORKFLOW_KEYS = new Set(['name', 'run-name', 'on', 'permissions', 'env', 'defaults', 'concurrency', 'jobs']);
const JOB_KEYS = new Set([
  'name',
  'needs',
  'permissions',
  'if',
  'runs-on',
  'environment',
  'concurrency',
  'outputs',
  'env',
  'defaults',
  'steps',
  'timeout-minutes',
  'strategy',
  'continue-on-error',
  'container',
  'services',
  'uses',
  'with',
  'secrets',
]);
const STEP_KEYS = new Set(['id', 'if', 'name', 'uses', 'run', 'working-directory', 'shell', 'with', 'env', 'continue-on-error', 'timeout-minutes']);
const SHELLS = new Set(['bash', 'pwsh', 'python', 'sh', 'cmd', 'powershell']);
const HOSTED_RUNNER = /^(ubuntu|windows|macos)-(latest|\d+(\.\d+)?(-arm|-xlarge|-large)?)$|^self-hosted$/;
const JOB_ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** A pinned action: owner/repo[/path]@tag-or-sha, not a branch name. */
const PINNED = /^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@(v\d+(\.\d+){0,2}|[0-9a-f]{40})$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Every string anywhere in a value, with where it is. */
function strings(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([where, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${where}[${i}]`, out));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  return out;
}

/** The names a job's matrix defines (its axes and its include entries' keys). */
function matrixNames(job: Json): Set<string> | null {
  const matrix = isObject(job.strategy) ? job.strategy.matrix : undefined;
  if (!isObject(matrix)) return null;
  const names = new Set(Object.keys(matrix).filter((k) => k !== 'include' && k !== 'exclude'));
  for (const entry of Array.isArray(matrix.include) ? matrix.include : []) if (isObject(entry)) for (const k of Object.keys(entry)) names.add(k);
  return names;
}

export function lintWorkflow(text: string): string[] {
  const problems: string[] = [];
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    return [`not YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`];
  }
  if (!isObject(doc)) return ['the workflow is not a mapping'];
  for (const key of Object.keys(doc)) if (!WORKFLOW_KEYS.has(key)) problems.push(`unknown workflow key "${key}"`);
  if (!('on' in doc)) problems.push('no "on": the workflow never runs');
  if (!isObject(doc.jobs) || Object.keys(doc.jobs).length === 0) return [...problems, 'no jobs'];
  const jobs = doc.jobs;

  for (const [id, job] of Object.entries(jobs)) {
    if (!JOB_ID.test(id)) problems.push(`job id "${id}" is not a valid id`);
    if (!isObject(job)) {
      problems.push(`job "${id}" is not a mapping`);
      continue;
    }
    for (const key of Object.keys(job)) if (!JOB_KEYS.has(key)) problems.push(`job "${id}": unknown key "${key}"`);
    const matrix = matrixNames(job);
    const reusable = typeof job.uses === 'string';
    if (!reusable) {
      const runsOn = job['runs-on'];
      if (runsOn === undefined) problems.push(`job "${id}": no runs-on`);
      else {
        const labels = Array.isArray(runsOn) ? runsOn : [runsOn];
        for (const label of labels) {
          if (typeof label !== 'string') problems.push(`job "${id}": runs-on is not a label`);
          else if (/^\$\{\{\s*matrix\.([\w-]+)\s*\}\}$/.test(label)) {
            const axis = /matrix\.([\w-]+)/.exec(label)![1]!;
            if (!matrix?.has(axis)) problems.push(`job "${id}": runs-on names matrix.${axis}, which its matrix does not define`);
          } else if (!HOSTED_RUNNER.test(label)) problems.push(`job "${id}": runs-on "${label}" is not a known runner`);
        }
      }
      if (!Array.isArray(job.steps) || job.steps.length === 0) problems.push(`job "${id}": no steps`);
    }
    const needs = job.needs === undefined ? [] : Array.isArray(job.needs) ? job.needs : [job.needs];
    for (const need of needs) if (typeof need !== 'string' || !(need in jobs)) problems.push(`job "${id}": needs "${String(need)}", which is not a job here`);

    (Array.isArray(job.steps) ? job.steps : []).forEach((step: unknown, index: number) => {
      const where = `job "${id}" step ${index + 1}${isObject(step) && typeof step.name === 'string' ? ` (${step.name})` : ''}`;
      if (!isObject(step)) {
        problems.push(`${where}: not a mapping`);
        return;
      }
      for (const key of Object.keys(step)) if (!STEP_KEYS.has(key)) problems.push(`${where}: unknown key "${key}"`);
      const hasRun = 'run' in step;
      const hasUses = 'uses' in step;
      if (hasRun === hasUses) problems.push(`${where}: needs exactly one of run and uses`);
      if (hasRun && (typeof step.run !== 'string' || step.run.trim() === '')) problems.push(`${where}: run is empty`);
      if (hasUses && (typeof step.uses !== 'string' || (!step.uses.startsWith('./') && !step.uses.startsWith('docker://') && !PINNED.test(step.uses)))) {
        problems.push(`${where}: uses "${String(step.uses)}" is not pinned to a version (owner/repo@vN or a commit)`);
      }
      if ('shell' in step && (typeof step.shell !== 'string' || !SHELLS.has(step.shell))) problems.push(`${where}: unknown shell "${String(step.shell)}"`);
    });

    for (const [where, value] of strings(job, `job "${id}"`)) {
      if ((value.match(/\$\{\{/g) ?? []).length !== (value.match(/\}\}/g) ?? []).length) problems.push(`${where}: an expression is left open`);
      for (const m of value.matchAll(/\bmatrix\.([\w-]+)/g)) {
        if (!matrix?.has(m[1]!)) problems.push(`${where}: matrix.${m[1]} is not in the job's matrix`);
      }
    }
  }

  // needs must not go round in a circle
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (id: string): boolean => {
    if (done.has(id)) return false;
    if (visiting.has(id)) return true;
    visiting.add(id);
    const job = jobs[id];
    const needs = isObject(job) ? (Array.isArray(job.needs) ? job.needs : job.needs ? [job.needs] : []) : [];
    const cycle = needs.some((n) => typeof n === 'string' && n in jobs && visit(n));
    visiting.delete(id);
    done.add(id);
    return cycle;
  };
  for (const id of Object.keys(jobs)) if (visit(id)) problems.push(`job "${id}": its needs go round in a circle`);
  return [...new Set(problems)];
}
