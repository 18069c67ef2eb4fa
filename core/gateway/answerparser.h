#pragma once

#include "core/domain/result.h"
#include "core/gateway/answer.h"
#include "core/gateway/gatewayerror.h"
#include "core/gateway/operation.h"

#include <QByteArray>
#include <QJsonObject>
#include <QTimeZone>

namespace dd {

// Reads the Direct API's answers: the envelope (status SUCCESS / ERROR with status_code and
// status_message, either possibly missing), payments, refunds and e-wallet lists. Amounts,
// rates, instalments and refund ids may be strings or numbers; nulls are accepted wherever the
// contract allows them; unknown fields are kept in Payment::rawAnswer.
namespace AnswerParser {
// Which refund a refund answer is about, when the answer carries only payment.refunds.
struct RefundHint
{
    QString refundId;
    QString merchantRefundCode;
};

// A gateway error (status ERROR) or a malformed answer, else the parsed answer.
Result<GatewayAnswer, GatewayError> parse(GatewayOperation op, const QByteArray &body, const RefundHint &hint = {},
                                          const QTimeZone &zone = QTimeZone::utc());
// A `payment` object. The error text says what could not be read.
Result<Payment, QString> payment(const QJsonObject &object, const QTimeZone &zone = QTimeZone::utc());
Result<Refund, QString> refund(const QJsonObject &object, const QString &currency, const QTimeZone &zone = QTimeZone::utc());
Result<EWallet, QString> eWallet(const QJsonObject &object);
// Removes card numbers, CVVs, cryptograms, token PANs and the integration key, at any depth.
QJsonObject withoutSecrets(const QJsonObject &object);
// The text of a JSON string or number (refund ids, instalments); empty for null/absent.
QString scalarText(const QJsonValue &value);
} // namespace AnswerParser

} // namespace dd
