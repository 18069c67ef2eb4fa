// Fuzz target: the sandbox's request handling. The first byte picks the endpoint, the rest is the
// body; a fresh ledger per input keeps runs independent. Any body gets an answer, never a crash.
#include "sandbox/gatewayapi.h"
#include "sandbox/ledger.h"
#include "sandbox/paymentjson.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdint>
#include <cstdlib>

namespace {
constexpr const char *paths[] = {"/ws/direct", "/ws/query", "/ws/capture", "/ws/cancel", "/ws/refund",
                                 "/ws/ewallet-availableEWallets", "/ws/ewallet-availableewallets", "/ws/unknown"};
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const QByteArrayView path(paths[data[0] % std::size(paths)]);
    const QByteArray body(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const QJsonDocument document = QJsonDocument::fromJson(body);
    if (!document.isObject())
        return 0;   // the server answers malformed bodies before the API sees them
    dd::sandbox::Ledger ledger;
    dd::sandbox::PaymentJson json(ledger, QStringLiteral("http://127.0.0.1:1"));
    dd::sandbox::GatewayApi api(ledger, json, [] { return qint64(1'790'000'000); });
    // Twice: the second call meets the state the first one left (duplicates, refunds of new payments).
    for (int i = 0; i < 2; ++i) {
        const dd::sandbox::Answer answer = api.handle(path, document.object());
        if (QJsonDocument::fromJson(answer.body).isNull())
            std::abort();   // every answer, error or not, is a JSON document
    }
    return 0;
}
