// Shared helpers for the extraction tests: the JSON text a result selected.
#pragma once

#include <string>
#include <string_view>

#include "extract/extractor.h"

inline std::string extracted(std::string_view reply, const sg::Extraction& result) {
    if (!result.candidate) return "<none>";
    return std::string(reply.substr(result.candidate->start, result.candidate->end - result.candidate->start));
}
