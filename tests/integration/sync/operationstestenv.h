#pragma once

#include "core/domain/payment.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace dd {
class AuditStore;
class CacheSession;
class DirectApiClient;
class IntentLog;
class PaymentOperations;
class PaymentStore;
} // namespace dd

namespace dd::test {

// Everything an operations or dialog test needs: the built-in sandbox in its own thread, a fresh
// temporary cache, a Direct API client pointed at the sandbox (short timeouts) and the
// PaymentOperations service. The sandbox helpers block on a local event loop (the sandbox runs
// in another thread, so that is safe) and are for setting up and checking, not for the code under test.
class OperationsTestEnvironment
{
public:
    explicit OperationsTestEnvironment(int transferTimeoutMs = 3000);
    ~OperationsTestEnvironment();
    OperationsTestEnvironment(const OperationsTestEnvironment &) = delete;
    OperationsTestEnvironment &operator=(const OperationsTestEnvironment &) = delete;

    bool isReady() const;
    QString error() const;

    PaymentOperations &operations();
    DirectApiClient &client();
    QNetworkAccessManager &network();
    PaymentStore &payments();
    IntentLog &intents();
    AuditStore &audit();
    CacheSession &session();

    // Sandbox: POST to any path (the integration key is added to /ws/ bodies).
    QJsonObject post(const QString &path, QJsonObject body);
    // How many requests reached a /ws/ path so far, and how many changed something.
    int requestCount(const QString &wsPath);
    int effectCount(const QString &wsPath);
    // Adds a fault rule that fires for the next `count` requests to `wsPath`.
    bool addFault(const QString &kind, const QString &wsPath, int count = 1);

    // Creates a payment in the sandbox and returns its hash (empty on failure).
    QString createCardPayment(bool autoCapture, const QString &country = QStringLiteral("br"),
                              const QString &currency = QStringLiteral("BRL"),
                              const QString &amount = QStringLiteral("100.00"));
    QString createVoucherPayment();   // a Chilean multicaja payment, PE
    // Queries the payment through PaymentOperations (so it lands in the cache) and returns it.
    std::optional<Payment> importPayment(const QString &hash);
    std::optional<Payment> cachedPayment(const QString &hash);

private:
    struct Parts;
    std::unique_ptr<Parts> m_parts;
};

QString uniqueMerchantCode();

} // namespace dd::test
