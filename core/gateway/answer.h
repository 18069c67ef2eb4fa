#pragma once

#include "core/domain/payment.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace dd {

// What a successful call returned. Which parts are set depends on the operation: payment for
// create/query/capture/cancel/refund/refund cancel, refund for the two refund operations,
// eWallets for the availability call. A declined card is a success with payment CA.
struct GatewayAnswer
{
    std::optional<Payment> payment;
    std::optional<Refund> refund;
    QList<EWallet> eWallets;
    QString operation;          // top-level `operation` ("refund", "cancel") when sent
    QString redirectUrl;        // top-level `redirect_url` (also copied into payment when it has none)
    QJsonObject raw;            // the whole answer, secrets removed, unknown fields kept
};

} // namespace dd
