#pragma once

#include "sandbox/answer.h"
#include "sandbox/ledger.h"
#include "sandbox/paymentjson.h"

#include <QByteArrayView>
#include <QJsonObject>

#include <functional>

namespace dd::sandbox {

// The Direct API operations (/ws/…) over the ledger. Authentication and transport are done
// before a call reaches here; every refusal is an error envelope with its own status_code.
class GatewayApi
{
public:
    using Clock = std::function<qint64()>;
    GatewayApi(Ledger &ledger, const PaymentJson &json, Clock now);

    static bool isGatewayPath(QByteArrayView path);
    Answer handle(QByteArrayView path, const QJsonObject &body);

private:
    Answer direct(const QJsonObject &body);
    Answer query(const QJsonObject &body);
    Answer capture(const QJsonObject &body);
    Answer cancel(const QJsonObject &body);
    Answer refund(const QJsonObject &body);
    Answer refundRequest(const QJsonObject &body);
    Answer refundCancel(const QJsonObject &body);
    Answer eWallets(const QJsonObject &body);

    Answer paymentAnswer(quint32 payment, bool effect, PaymentJson::Naming naming = PaymentJson::Naming::Other) const;
    Answer refundAnswer(quint32 refund, bool effect) const;
    std::optional<quint32> findPayment(const QJsonObject &body, bool *identified) const;

    Ledger &m_ledger;
    const PaymentJson &m_json;
    Clock m_now;
};

} // namespace dd::sandbox
