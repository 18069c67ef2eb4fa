// Fuzz target: the gateway answer parser. Any body, for any operation, is either a parsed answer
// or a typed error; never a crash, and a parsed payment never carries a secret field in its raw answer.
#include "core/gateway/answerparser.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

namespace {
constexpr dd::GatewayOperation operations[] = {
    dd::GatewayOperation::Create, dd::GatewayOperation::Query, dd::GatewayOperation::Capture,
    dd::GatewayOperation::Cancel, dd::GatewayOperation::Refund, dd::GatewayOperation::RefundCancel,
    dd::GatewayOperation::EWallets,
};
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    const auto operation = operations[data[0] % std::size(operations)];
    const QByteArray body(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const auto answer = dd::AnswerParser::parse(operation, body);
    if (answer) {
        QByteArray raw = QJsonDocument(answer->raw).toJson(QJsonDocument::Compact);
        if (answer->payment)
            raw += QJsonDocument(answer->payment->rawAnswer).toJson(QJsonDocument::Compact);
        for (const char *secret : {"\"card_number\"", "\"card_cvv\"", "\"network_token_cryptogram\"", "\"network_token_pan\""}) {
            if (raw.contains(secret))
                std::abort();
        }
    }
    return 0;
}
