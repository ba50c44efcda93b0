# workerd config for the chat endpoint (worker.js). From the repository root:
#   node tests/mock-provider/server.js --port 8787 &
#   node_modules/@cloudflare/workerd-linux-64/bin/workerd serve examples/edge-worker/config.capnp
# Settings come from the environment (a binding whose variable is unset is null):
#   AI_AGENT_MODE      mock (default) | openai | anthropic
#   MOCK_PROVIDER_URL  the mock provider, default http://127.0.0.1:8787
#   OPENAI_API_KEY / ANTHROPIC_API_KEY, AI_MODEL, AI_BASE_URL (a gateway; real modes only),
#   MODEL_CONTEXT_LIMIT (default 128000)
#   AI_AUDIT_SALT      the audit hash's salt; unset: no hash (rule A2)
# The package is embedded file by file, as a bundler would resolve it: the `workerd` entry of
# its exports map and every module that entry imports, the .wasm as a compiled module. With
# wrangler, `import { init } from 'structguard'` needs none of this.
using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "main", worker = .chatWorker),
    # The worker's outbound fetch: the providers' APIs, and loopback for the mock provider
    # (workerd refuses local addresses by default). Drop "local" with a real provider only.
    (name = "internet", network = (allow = ["public", "local"])),
  ],
  sockets = [(name = "http", address = "127.0.0.1:8788", http = (), service = "main")],
);

const chatWorker :Workerd.Worker = (
  modules = [
    (name = "worker.js", esModule = embed "worker.js"),
    (name = "chat-turn.js", esModule = embed "chat-turn.js"),
    (name = "sessions.js", esModule = embed "sessions.js"),
    (name = "structguard", esModule = "export * from './node_modules/structguard/src/load.workerd.js';"),
    (name = "node_modules/structguard/src/load.workerd.js", esModule = embed "../../node_modules/structguard/src/load.workerd.js"),
    (name = "node_modules/structguard/src/init.js", esModule = embed "../../node_modules/structguard/src/init.js"),
    (name = "node_modules/structguard/src/api.js", esModule = embed "../../node_modules/structguard/src/api.js"),
    (name = "node_modules/structguard/src/core_guard.js", esModule = embed "../../node_modules/structguard/src/core_guard.js"),
    (name = "node_modules/structguard/src/errors.js", esModule = embed "../../node_modules/structguard/src/errors.js"),
    (name = "node_modules/structguard/src/wasm_source.js", esModule = embed "../../node_modules/structguard/src/wasm_source.js"),
    (name = "node_modules/structguard/src/arguments.js", esModule = embed "../../node_modules/structguard/src/arguments.js"),
    (name = "node_modules/structguard/src/audit.js", esModule = embed "../../node_modules/structguard/src/audit.js"),
    (name = "node_modules/structguard/src/client.js", esModule = embed "../../node_modules/structguard/src/client.js"),
    (name = "node_modules/structguard/src/client-partial.js", esModule = embed "../../node_modules/structguard/src/client-partial.js"),
    (name = "node_modules/structguard/src/client-request.js", esModule = embed "../../node_modules/structguard/src/client-request.js"),
    (name = "node_modules/structguard/src/extract.js", esModule = embed "../../node_modules/structguard/src/extract.js"),
    (name = "node_modules/structguard/src/graph.js", esModule = embed "../../node_modules/structguard/src/graph.js"),
    (name = "node_modules/structguard/src/messages.js", esModule = embed "../../node_modules/structguard/src/messages.js"),
    (name = "node_modules/structguard/src/prompt.js", esModule = embed "../../node_modules/structguard/src/prompt.js"),
    (name = "node_modules/structguard/src/providers.js", esModule = embed "../../node_modules/structguard/src/providers.js"),
    (name = "node_modules/structguard/src/repair.js", esModule = embed "../../node_modules/structguard/src/repair.js"),
    (name = "node_modules/structguard/src/repair/api.js", esModule = embed "../../node_modules/structguard/src/repair/api.js"),
    (name = "node_modules/structguard/src/schema.js", esModule = embed "../../node_modules/structguard/src/schema.js"),
    (name = "node_modules/structguard/src/user_formats.js", esModule = embed "../../node_modules/structguard/src/user_formats.js"),
    (name = "node_modules/structguard/src/templates.js", esModule = embed "../../node_modules/structguard/src/templates.js"),
    (name = "node_modules/structguard/src/text_buffer.js", esModule = embed "../../node_modules/structguard/src/text_buffer.js"),
    (name = "node_modules/structguard/src/text_call.js", esModule = embed "../../node_modules/structguard/src/text_call.js"),
    (name = "node_modules/structguard/src/well_formed.js", esModule = embed "../../node_modules/structguard/src/well_formed.js"),
    (name = "node_modules/structguard/src/standard_schema.js", esModule = embed "../../node_modules/structguard/src/standard_schema.js"),
    (name = "node_modules/structguard/src/schema_input.js", esModule = embed "../../node_modules/structguard/src/schema_input.js"),
    (name = "node_modules/structguard/src/disposable.js", esModule = embed "../../node_modules/structguard/src/disposable.js"),
    (name = "node_modules/structguard/src/client-wait.js", esModule = embed "../../node_modules/structguard/src/client-wait.js"),
    (name = "node_modules/structguard/src/client-redaction.js", esModule = embed "../../node_modules/structguard/src/client-redaction.js"),
    (name = "node_modules/structguard/src/client-exchange.js", esModule = embed "../../node_modules/structguard/src/client-exchange.js"),
    (name = "node_modules/structguard/src/entry.js", esModule = embed "../../node_modules/structguard/src/entry.js"),
    (name = "node_modules/structguard/src/reply/api.js", esModule = embed "../../node_modules/structguard/src/reply/api.js"),
    (name = "node_modules/structguard/src/record_call.js", esModule = embed "../../node_modules/structguard/src/record_call.js"),
    (name = "node_modules/structguard/src/result_record.js", esModule = embed "../../node_modules/structguard/src/result_record.js"),
    (name = "node_modules/structguard/src/option_slots.js", esModule = embed "../../node_modules/structguard/src/option_slots.js"),
    (name = "node_modules/structguard/src/input_limit.js", esModule = embed "../../node_modules/structguard/src/input_limit.js"),
    (name = "node_modules/structguard/src/json_pointer.js", esModule = embed "../../node_modules/structguard/src/json_pointer.js"),
    (name = "node_modules/structguard/src/json_patch.js", esModule = embed "../../node_modules/structguard/src/json_patch.js"),
    (name = "node_modules/structguard/src/json_as_it_stands.js", esModule = embed "../../node_modules/structguard/src/json_as_it_stands.js"),
    (name = "node_modules/structguard/src/reply_text.js", esModule = embed "../../node_modules/structguard/src/reply_text.js"),
    (name = "node_modules/structguard/src/map_strings.js", esModule = embed "../../node_modules/structguard/src/map_strings.js"),
    (name = "node_modules/structguard/src/library_check.js", esModule = embed "../../node_modules/structguard/src/library_check.js"),
    (name = "node_modules/structguard/src/program_cache.js", esModule = embed "../../node_modules/structguard/src/program_cache.js"),
    (name = "node_modules/structguard/dist/structguard.js", esModule = embed "../../node_modules/structguard/dist/structguard.js"),
    (name = "node_modules/structguard/dist/structguard.wasm", wasm = embed "../../node_modules/structguard/dist/structguard.wasm"),
  ],
  compatibilityDate = "2024-09-23",
  globalOutbound = "internet",
  bindings = [
    (name = "AI_AGENT_MODE", fromEnvironment = "AI_AGENT_MODE"),
    (name = "AI_MODEL", fromEnvironment = "AI_MODEL"),
    (name = "AI_BASE_URL", fromEnvironment = "AI_BASE_URL"),
    (name = "MOCK_PROVIDER_URL", fromEnvironment = "MOCK_PROVIDER_URL"),
    (name = "OPENAI_API_KEY", fromEnvironment = "OPENAI_API_KEY"),
    (name = "ANTHROPIC_API_KEY", fromEnvironment = "ANTHROPIC_API_KEY"),
    (name = "MODEL_CONTEXT_LIMIT", fromEnvironment = "MODEL_CONTEXT_LIMIT"),
    (name = "AI_AUDIT_SALT", fromEnvironment = "AI_AUDIT_SALT"),
  ],
);
