#include "json/exact_numbers.h"

namespace sg {

void ExactNumbers::note(std::size_t ordinal, std::string_view token) {
    decimals_.emplace_back(ordinal, decimal_of_token(token));
}

void ExactNumbers::bind(const rapidjson::Value& root) {
    at_.clear();
    root_.reset();
    read_as_.assign(decimals_.size(), 0);
    if (decimals_.empty()) return;
    // Document order, without recursion: a stack of (container, next child).
    std::vector<std::pair<const rapidjson::Value*, rapidjson::SizeType>> stack;
    std::size_t ordinal = 0;
    std::size_t next = 0;
    auto visit = [&](const rapidjson::Value& value) {
        if (value.IsObject() || value.IsArray()) {
            stack.emplace_back(&value, 0);
            return;
        }
        if (!value.IsNumber()) return;
        if (next < decimals_.size() && decimals_[next].first == ordinal) {
            read_as_[next] = value.GetDouble();
            if (&value == &root) root_ = next;
            else at_.emplace(&value, next);
            ++next;
        }
        ++ordinal;
    };
    visit(root);
    while (!stack.empty() && next < decimals_.size()) {
        auto& [container, index] = stack.back();
        const rapidjson::SizeType size = container->IsObject() ? container->MemberCount() : container->Size();
        if (index == size) {
            stack.pop_back();
            continue;
        }
        const rapidjson::Value& child =
            container->IsObject() ? (container->MemberBegin() + index)->value : (*container)[index];
        ++index;
        visit(child);
    }
}

const ExactDecimal* ExactNumbers::find(const rapidjson::Value& value, bool is_root) const {
    std::optional<std::size_t> index = root_;
    if (!is_root) {
        const auto found = at_.find(&value);
        index = found == at_.end() ? std::nullopt : std::optional<std::size_t>(found->second);
    }
    // A value at a recorded address that is not the number recorded there (another document).
    if (!index || !value.IsNumber() || value.GetDouble() != read_as_[*index]) return nullptr;
    return &decimals_[*index].second;
}

}  // namespace sg
