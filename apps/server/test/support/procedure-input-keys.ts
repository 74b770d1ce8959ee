import { appRouter } from '@creatorlens/api';

interface ZodNode {
  _zod?: { def: { type: string; [key: string]: unknown } };
}

interface RouterProcedure {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs?: ZodNode[] };
}

/** Every field name anywhere in a zod input schema (objects, arrays, unions, optional and piped wrappers). */
function collectKeys(node: ZodNode | undefined, into: Set<string>, depth = 0): void {
  const def = node?._zod?.def;
  if (!def || depth > 10) return;
  const child = (value: unknown) => collectKeys(value as ZodNode, into, depth + 1);
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, ZodNode>)) {
        into.add(key);
        child(value);
      }
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      child(def.innerType);
      break;
    case 'pipe':
      child(def.in);
      child(def.out);
      break;
    case 'array':
      child(def.element);
      break;
    case 'union':
      for (const option of def.options as ZodNode[]) child(option);
      break;
    case 'intersection':
      child(def.left);
      child(def.right);
      break;
    case 'lazy':
      child((def.getter as () => ZodNode)());
      break;
    default:
      break;
  }
}

/** The router's procedures (`campaign.addChannels`, ...) with the field names their input accepts. */
export function procedureInputKeys(): { path: string; type: string; keys: Set<string> }[] {
  const procedures = (appRouter as unknown as { _def: { procedures: Record<string, RouterProcedure> } })._def.procedures;
  return Object.entries(procedures).map(([path, procedure]) => {
    const keys = new Set<string>();
    for (const input of procedure._def.inputs ?? []) collectKeys(input, keys);
    return { path, type: procedure._def.type, keys };
  });
}
