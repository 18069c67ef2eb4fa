// Fuzz target: the HTTP/1.1 request framer (directdesk_http). The first byte picks where the input
// is cut in two, as if it arrived in two reads; the rest is what a peer sent. Whatever arrives, the
// framer never keeps more body than announced or allowed, never consumes bytes it was not given,
// and once it refuses it refuses everything after.
#include "http/logtext.h"
#include "http/requestframer.h"

#include <cstdint>
#include <cstdlib>

namespace {
constexpr qsizetype maxHead = 1024;
constexpr qint64 maxBody = 4096;
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const qsizetype cut = bytes.isEmpty() ? 0 : qsizetype(data[0]) % (bytes.size() + 1);
    dd::http::RequestFramer framer(maxHead, maxBody);
    QByteArray input;
    bool refused = false;
    for (const QByteArrayView piece : {QByteArrayView(bytes).first(cut), QByteArrayView(bytes).sliced(cut)}) {
        input += piece;
        for (int requests = 0; requests < 64; ++requests) {
            const qsizetype before = input.size();
            const auto step = framer.feed(input);
            if (input.size() > before)
                std::abort();   // the framer never adds bytes
            if (refused && step != dd::http::RequestFramer::Step::Refused)
                std::abort();   // refused stays refused
            if (step == dd::http::RequestFramer::Step::Refused) {
                refused = true;
                (void)dd::http::escapedForLog(framer.refusedLine());
                break;
            }
            if (step == dd::http::RequestFramer::Step::NeedMore)
                break;
            const dd::http::Request request = framer.takeRequest();
            if (request.body.size() > maxBody || !request.path.startsWith('/'))
                std::abort();
        }
    }
    return 0;
}
