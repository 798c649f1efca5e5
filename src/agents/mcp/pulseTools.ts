// pulse_subscribe, pulse_status, pulse_unsubscribe, pulse_resume and pulse_deliveries: the Pulse verbs as MCP tools
// (declared in ../pulseCommands.ts for both agent doors).
import type { AppServices } from '../../services.ts';
import { currentCall } from '../callContext.ts';
import { pulseCommandDefs, runPulseCommand, type PulseArgs } from '../pulseCommands.ts';
import { toolResult } from './results.ts';
import type { ToolDef } from './toolDef.ts';

export function pulseTools(services: AppServices): ToolDef[] {
  return pulseCommandDefs().map((def) => ({
    name: def.name,
    title: def.title,
    description: def.description,
    input: def.input,
    output: def.output,
    annotations: {
      readOnlyHint: def.readOnly,
      destructiveHint: def.name === 'pulse_unsubscribe',
      idempotentHint: def.readOnly,
      openWorldHint: def.name === 'pulse_subscribe',
    },
    run: async (args: PulseArgs) => toolResult(await runPulseCommand(services, def.name, args, currentCall())),
  }));
}
