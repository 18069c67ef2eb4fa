#include "sandbox/merchantbooks.h"

#include <QJsonArray>
#include <QRandomGenerator>

using namespace Qt::StringLiterals;

namespace dd::sandbox {

namespace {
quint64 mixed(quint64 value)   // splitmix64's finalizer: nearby seeds give unrelated keys
{
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31);
}

constexpr qint64 maximumLogPage = 10000;
} // namespace

MerchantBooks::MerchantBooks(QString key, HashCodec codec, SandboxClock &clock, FaultPlan &faults,
                             const SandboxOptions &options)
    : integrationKey(std::move(key))
    , ledger(codec)
    , json(ledger, QString())
    , gateway(ledger, json, [&clock] { return clock.now(); })
    , simulation(ledger, json, clock, faults, options.preAuthorizationExpirySeconds)
    , log(options.requestLogSize)
{
}

Merchants::Merchants(const SandboxOptions &options, SandboxClock &clock, FaultPlan &faults)
    : m_options(options)
{
    QStringList keys{options.integrationKey};
    for (const QString &key : options.moreIntegrationKeys) {
        if (!keys.contains(key))
            keys.append(key);
    }
    for (const QString &key : keys)
        m_books.push_back(std::make_unique<MerchantBooks>(key, codecFor(qsizetype(m_books.size()), 0), clock,
                                                          faults, options));
}

HashCodec Merchants::codecFor(qsizetype merchant, quint64 generation) const
{
    if (!m_options.repeatableHashes)
        return HashCodec(QRandomGenerator::system()->generate64());
    if (merchant == 0 && generation == 0)
        return HashCodec(HashCodec().key() ^ mixed(m_options.seed) ^ mixed(1));   // seed 1: the long-standing key
    return HashCodec(mixed(m_options.seed ^ mixed(quint64(merchant) << 32 | generation)));
}

MerchantBooks *Merchants::find(const QString &integrationKey) const
{
    for (const auto &books : m_books) {
        if (books->integrationKey == integrationKey)
            return books.get();
    }
    return nullptr;
}

MerchantBooks *Merchants::named(const QJsonObject &requestFields) const
{
    const QJsonValue key = requestFields.value("integration_key"_L1);
    return key.isString() ? find(key.toString()) : nullptr;
}

MerchantBooks &Merchants::holderOf(QByteArrayView hash) const
{
    for (const auto &books : m_books) {
        if (books->ledger.findByHash(hash))
            return *books;
    }
    return *m_books.front();
}

Outcome<MerchantBooks *> Merchants::forControl(QJsonObject *fields) const
{
    const QJsonValue key = fields->take("integration_key"_L1);
    if (key.isUndefined())
        return m_books.front().get();
    MerchantBooks *books = find(key.toString());
    if (!books)
        return Failure{QByteArrayLiteral("DA-1"), u"Invalid integration key"_s};
    return books;
}

void Merchants::setPublicBaseUrl(const QString &url)
{
    for (const auto &books : m_books)
        books->json.setPublicBaseUrl(url);
}

bool Merchants::isMerchantPath(QByteArrayView path)
{
    return path == "/sandbox/merchant/reset" || path == "/sandbox/requests";
}

Answer Merchants::handle(QByteArrayView path, QJsonObject fields)
{
    const auto key = fields::text(fields, "integration_key"_L1);
    if (!key)
        return errorAnswer("BP-SA-1", u"Parameter integration_key is required"_s);
    MerchantBooks *books = find(*key);
    if (!books)
        return errorAnswer("DA-1", u"Invalid integration key"_s);
    if (path == "/sandbox/merchant/reset") {
        const qint64 removed = books->ledger.size();
        const qsizetype merchant = std::find_if(m_books.begin(), m_books.end(),
                                                [books](const auto &each) { return each.get() == books; })
                                   - m_books.begin();
        books->ledger.clear(codecFor(merchant, ++books->resets));
        books->log.clear();
        return successAnswer({{u"payments_removed"_s, removed}}, removed > 0);
    }
    const QJsonValue limitValue = fields.value("limit"_L1);
    const auto limitText = fields::text(fields, "limit"_L1);
    bool number = limitValue.isUndefined();
    const qint64 limit = limitValue.isUndefined() ? maximumLogPage : limitText.value_or(QString()).toLongLong(&number);
    if (!number || limit < 0 || limit > maximumLogPage)
        return errorAnswer("BP-SIM-9", u"limit must be from 0 to %1"_s.arg(maximumLogPage));
    return successAnswer({{u"requests"_s, books->log.toJson(limit)},
                          {u"kept"_s, books->log.size()},
                          {u"capacity"_s, books->log.capacity()},
                          {u"dropped"_s, books->log.dropped()}});
}

Answer Merchants::stats(QJsonObject fields, const RequestStats &counters) const
{
    MerchantBooks *only = nullptr;
    if (fields.contains("integration_key"_L1)) {
        const Outcome<MerchantBooks *> chosen = forControl(&fields);
        if (!chosen.ok())
            return errorAnswer(chosen.failure().code, chosen.failure().message);
        only = chosen.value();
    }
    QJsonObject out = counters.toJson();
    QJsonArray merchants;
    qint64 payments = 0;
    qint64 refunds = 0;
    for (const auto &books : m_books) {
        if (only && books.get() != only)
            continue;
        const auto paymentCount = static_cast<qint64>(books->ledger.size());
        const auto refundCount = static_cast<qint64>(books->ledger.refundCount());
        merchants.append(QJsonObject{{u"payments"_s, paymentCount},
                                     {u"refunds"_s, refundCount},
                                     {u"requests_logged"_s, static_cast<qint64>(books->log.size())},
                                     {u"requests_dropped"_s, books->log.dropped()}});
        payments += paymentCount;
        refunds += refundCount;
    }
    out.insert(u"payments"_s, payments);
    out.insert(u"refunds"_s, refunds);
    out.insert(u"merchants"_s, merchants);
    return successAnswer(out);
}

} // namespace dd::sandbox
