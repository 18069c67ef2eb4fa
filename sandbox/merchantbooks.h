#pragma once

#include "sandbox/answer.h"
#include "sandbox/gatewayapi.h"
#include "sandbox/ledger.h"
#include "sandbox/outcome.h"
#include "sandbox/paymentjson.h"
#include "sandbox/requestlog.h"
#include "sandbox/requeststats.h"
#include "sandbox/sandboxoptions.h"
#include "sandbox/simulationapi.h"

#include <QJsonObject>

#include <memory>
#include <vector>

namespace dd::sandbox {

// One merchant's books: everything a request authenticated by its integration key can see.
struct MerchantBooks
{
    MerchantBooks(QString key, HashCodec codec, SandboxClock &clock, FaultPlan &faults, const SandboxOptions &options);

    QString integrationKey;
    Ledger ledger;
    PaymentJson json;
    GatewayApi gateway;
    SimulationApi simulation;
    RequestLog log;
    quint64 resets = 0;
};

// Every merchant the sandbox was started with, the first one being the default for the
// simulation controls, the checkout pages and the state file's single-merchant form.
class Merchants
{
public:
    Merchants(const SandboxOptions &options, SandboxClock &clock, FaultPlan &faults);

    MerchantBooks &primary() { return *m_books.front(); }
    const MerchantBooks &primary() const { return *m_books.front(); }
    const std::vector<std::unique_ptr<MerchantBooks>> &all() const { return m_books; }
    MerchantBooks *find(const QString &integrationKey) const;
    // The merchant a decoded Direct API request names by its integration_key; nullptr for none.
    MerchantBooks *named(const QJsonObject &requestFields) const;
    // The merchant whose books hold this payment hash; the primary one when none does.
    MerchantBooks &holderOf(QByteArrayView hash) const;
    // For a /sandbox/… control: the merchant its integration_key names (the primary one without
    // a key), and the fields without the key. DA-1 for an unknown key.
    Outcome<MerchantBooks *> forControl(QJsonObject *fields) const;
    void setPublicBaseUrl(const QString &url);

    // /sandbox/merchant/reset and /sandbox/requests, which need the merchant's key.
    static bool isMerchantPath(QByteArrayView path);
    Answer handle(QByteArrayView path, QJsonObject fields);
    // /sandbox/stats: the counters (requests, effects and faults of every merchant), then each
    // merchant's books in start order and their totals; with an integration_key, that one's only.
    Answer stats(QJsonObject fields, const RequestStats &counters) const;

private:
    HashCodec codecFor(qsizetype merchant, quint64 generation) const;

    const SandboxOptions &m_options;
    std::vector<std::unique_ptr<MerchantBooks>> m_books;
};

} // namespace dd::sandbox
