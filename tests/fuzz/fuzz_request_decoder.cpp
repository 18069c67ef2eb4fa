// Fuzz target: the sandbox's request decoder (every encoding the public clients use). The input
// is a Content-Type line, a query line and a body; any input must meet decoderViolation's rules.
#include "requestdecoderinvariants.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    if (const std::optional<QString> violation = dd::fuzz::decoderViolation(dd::fuzz::DecoderInput::fromBytes(bytes))) {
        std::fprintf(stderr, "%s\n", qPrintable(*violation));
        std::abort();
    }
    return 0;
}
