#include "providers/lint.h"

#include "providers/budgets.h"
#include "providers/lint_messages.h"
#include "providers/provider_profile.h"
#include "providers/schema_facts.h"

namespace sg {

namespace {

// Inside a keyword the provider rejects (or ignores) nothing more is judged: the keyword itself
// is the finding, and what it holds goes with it.
bool inside_rejected_keyword(const providers::ProviderProfile& profile, const providers::SchemaSite& site,
                             bool fine_tuned) {
    for (const providers::SchemaSite* at = &site; at->parent != nullptr; at = at->parent) {
        const providers::KeywordRule* rule = providers::find_keyword_rule(profile, at->keyword, fine_tuned);
        if (rule == nullptr || rule->support != providers::Support::Supported) return true;
    }
    return false;
}

// The profile's rules at each site outside a rejected keyword.
class SiteLinter final : public providers::SiteVisitor {
public:
    SiteLinter(const providers::ProviderProfile& profile, const providers::LintContext& context, providers::DiagnosticSink& sink)
        : profile_(profile), context_(context), sink_(sink) {}

    void visit(const providers::SchemaSite& site) override {
        if (inside_rejected_keyword(profile_, site, context_.options.fine_tuned)) return;
        check_site(profile_, site, context_, sink_);
    }

private:
    const providers::ProviderProfile& profile_;
    const providers::LintContext& context_;
    providers::DiagnosticSink& sink_;
};

}  // namespace

Result<LintReport> lint_schema(const rapidjson::Value& schema, Provider provider, const LintOptions& options) {
    using namespace providers;
    if (!schema.IsObject() && !schema.IsBool()) {
        return error_without_position(ErrorCode::SchemaMismatch,
                                      lint_message(options.language, LintMessage::NotASchema));
    }
    const ProviderProfile& profile = profile_for(provider);
    WalkOptions walk;
    walk.dialect = document_dialect(schema);
    walk.max_depth = options.max_depth;
    walk.language = options.language;
    Result<RefGraph> graph = RefGraph::build(schema, walk);
    if (!graph.ok()) return graph.error();

    DiagnosticSink sink(options.language);
    const LintContext context{graph.value(), options};
    SiteLinter linter(profile, context, sink);
    walk_schema(schema, "", walk, linter);
    check_budgets(profile, schema, graph.value(), walk, sink);
    return std::move(sink).finish();
}

}  // namespace sg
