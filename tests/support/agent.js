// runAgent with one tool (three rounds at most) that answers `output` and keeps the arguments
// each call gave it: the shape of every test that checks what a model's calls carried.
export async function runWithOneTool(client, messages, { output, ...tool }) {
  const seen = [];
  const execute = async (args) => {
    seen.push(args);
    return output;
  };
  const result = await client.runAgent({ messages, tools: [{ ...tool, execute }], maximumIterations: 3 });
  return { result, seen };
}
