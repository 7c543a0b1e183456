// A rule file of one's own for the load-check tests: a stirring action whose tool comes from a
// default, with timing that can be replaced.
/** The rule text, with `toolDefault` as the tool's default and `timing` as its time and clock terms. */
export const stirRule = (toolDefault: string, timing = 'time(_, stirred, kt + 30).\ntime(_, kitchen_state_out, kt + 30).\nclock(_, kt + 30).\n') => `action(stir, 'stir the contents of a container with a tool').
slot(stirred, out, transferable_container).
slot(kitchen_state_out, out, kitchen_state).
slot(kitchen_state_in, in, kitchen_state).
slot(container_with_ingredients, in, transferable_container).
slot(tool, in, can_mix).
mode(1, [kitchen_state_in, container_with_ingredients], [stirred, kitchen_state_out, tool]).
default(1, tool, ${toolDefault}).
pre(_, on_counter_top(container_with_ingredients)).
effect(_, mix_with_tool(container_with_ingredients, tool, mixed)).
${timing}time(1, tool, none).
`;
