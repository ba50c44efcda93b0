#include "run/wire/run_error.h"

namespace sg {

RunError run_error(RunErrorKind kind, std::string message, bool retryable) {
    RunError error;
    error.kind = kind;
    error.message = std::move(message);
    error.retryable = retryable;
    return error;
}

}  // namespace sg
