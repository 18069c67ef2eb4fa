// Fault campaign: many operations through PaymentOperations against the sandbox while
// about 30% of /ws/ requests fail (latency, 5xx, 429, resets, truncated and malformed bodies,
// hangs, the answer lost after the effect), a bounded number in flight. Then faults are cleared,
// every outcome-unknown is resolved by query, and the cache must equal the sandbox's books:
// same payments and refunds, no duplicate effect, no open intent.
// DD_CAMPAIGN_OPERATIONS sets the number of operations (default 1000).

#include "operationstestenv.h"

#include "tests/bench/support/benchreport.h"

#include "integration/gateway/requestsamples.h"

#include "core/cache/auditstore.h"
#include "core/cache/intentlog.h"
#include "core/cache/paymentstore.h"
#include "core/gateway/gatewayerror.h"
#include "core/sync/paymentoperations.h"

#include "core/storage/paymentfilter.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

using namespace dd;
using dd::test::OperationsTestEnvironment;

namespace {

int envInt(const char *name, int fallback)
{
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

qint64 hundredthsOf(const QJsonValue &value)
{
    const double amount = value.isString() ? value.toString().toDouble() : value.toDouble();
    return qRound64(amount * 100.0);
}

constexpr qint64 PreAuthorizedHundredths = 10001;

// "gateway BP-DR-0", "http 503", …: how a call failed, for the summary.
QString describe(const OperationCall &call)
{
    const GatewayError &error = call.result().error();
    if (error.kind == GatewayError::Kind::Http)
        return error.kindName() + u' ' + QString::number(error.httpStatus);
    return error.code.isEmpty() ? error.kindName() : error.kindName() + u' ' + error.code;
}

// Every audit entry whose parameters mention `needle` (a hash or merchant code), one a line.
QString auditTrail(OperationsTestEnvironment &env, const QString &needle)
{
    QString trail;
    for (qint64 after = 0;;) {
        const QList<AuditEntry> entries = env.audit().entries(after, 1000);
        for (const AuditEntry &entry : entries) {
            const QByteArray text = QJsonDocument(entry.parameters).toJson(QJsonDocument::Compact);
            if (text.contains(needle.toUtf8()))
                trail += u"  audit: "_qs + entry.action + u' ' + QString::fromUtf8(text) + u" -> "_qs + entry.result + u'\n';
        }
        if (entries.isEmpty())
            return trail;
        after = entries.last().id;
    }
}

// Drives the operations: keeps up to maxInFlight running until `target` have been started.
class Campaign : public QObject
{
public:
    Campaign(OperationsTestEnvironment &env, int target, int maxInFlight, quint32 seed)
        : m_env(env), m_target(target), m_maxInFlight(maxInFlight), m_random(seed)
    {
    }

    void start() { QTimer::singleShot(0, this, [this] { fill(); }); }
    bool isDone() const { return m_started >= m_target && m_inFlight == 0; }

    QMap<QString, int> started;      // per kind
    QMap<QString, int> outcomes;     // "succeeded", "outcome unknown", "failed …"
    QMap<QString, int> resolutions;  // resolve()/resolveCreate() during the campaign: "applied", …
    QSet<QString> knownHashes;       // every payment the campaign learnt of

private:
    void fill()
    {
        while (m_inFlight < m_maxInFlight && m_started < m_target)
            startOne();
    }

    void startOne()
    {
        ++m_started;
        const quint32 roll = m_random.bounded(100u);
        OperationCall *call = nullptr;
        if (roll < 20 || knownHashes.size() < 8)
            call = create();
        else if (roll < 32)
            call = act(u"capture"_qs, [](const Payment &p) { return p.canCapture(); },
                       [this](const Payment &p) { return m_env.operations().capture(p, {}); });
        else if (roll < 52)
            call = act(u"refund"_qs, [](const Payment &p) { return p.canRefund() && p.refunds.size() < 4; },
                       [this](const Payment &p) { return refund(p); });
        else if (roll < 62)
            call = act(u"refund cancel"_qs, [](const Payment &p) { return cancellableRefund(p) != nullptr; },
                       [this](const Payment &p) {
                           return m_env.operations().cancelRefund(p, *cancellableRefund(p), u"Campaign"_qs);
                       });
        else if (roll < 70)
            call = act(u"payment cancel"_qs, [](const Payment &p) { return p.canCancel(); },
                       [this](const Payment &p) { return m_env.operations().cancelPayment(p); });
        if (!call)
            call = query();
        ++m_inFlight;
        connect(call, &OperationCall::finished, this, [this, call] { finished(call); });
    }

    static const Refund *cancellableRefund(const Payment &payment)
    {
        for (const Refund &refund : payment.refunds) {
            if (refund.isCancellable())
                return &refund;
        }
        return nullptr;
    }

    OperationCall *create()
    {
        const bool autoCapture = m_random.bounded(2u) == 0;
        // Pre-authorizations get an odd amount, so a captured one is recognised in the cache. The
        // merchant code is left to PaymentOperations: a fresh generated one, as the UI does.
        DirectRequest request =
            test::samples::cardPayment(test::samples::rawCard(), autoCapture ? 10000 : PreAuthorizedHundredths);
        request.card->autoCapture = autoCapture;
        ++started[u"create"_qs];
        return m_env.operations().createPayment(request);
    }

    OperationCall *refund(const Payment &payment)
    {
        RefundRequest request;
        request.amount = Money(qMax<qint64>(100, payment.remainingRefundable().hundredths() / 3), payment.currencyExt);
        request.description = u"Campaign refund"_qs;
        return m_env.operations().refund(payment, request);
    }

    // Picks a payment the action applies to (a few random tries), or returns nullptr.
    OperationCall *act(const QString &kind, const std::function<bool(const Payment &)> &applies,
                       const std::function<OperationCall *(const Payment &)> &send)
    {
        const QList<QString> hashes = knownHashes.values();
        for (int attempt = 0; attempt < 12 && !hashes.isEmpty(); ++attempt) {
            const QString &hash = hashes.at(int(m_random.bounded(quint32(hashes.size()))));
            if (m_busy.contains(hash) || m_env.operations().hasUnresolvedIntent(hash))
                continue;
            const std::optional<Payment> payment = m_env.cachedPayment(hash);
            if (!payment || !applies(*payment))
                continue;
            m_busy.insert(hash);
            ++started[kind];
            OperationCall *call = send(*payment);
            m_busyOf.insert(call, hash);
            return call;
        }
        return nullptr;
    }

    // An outcome-unknown create or payment is resolved; otherwise a random idle payment is looked up.
    OperationCall *query()
    {
        for (const PendingOperation &intent : m_env.intents().unresolved()) {
            if (intent.kind != PendingOperation::Kind::CreatePayment || intent.state != PendingOperation::State::Unknown
                || m_busy.contains(intent.merchantCode))
                continue;
            m_busy.insert(intent.merchantCode);
            ++started[u"resolve create"_qs];
            OperationCall *call = m_env.operations().resolveCreate(intent.merchantCode);
            m_busyOf.insert(call, intent.merchantCode);
            return call;
        }
        for (const QString &hash : m_env.operations().outcomeUnknownHashes()) {
            if (hash.isEmpty() || m_busy.contains(hash))
                continue;
            m_busy.insert(hash);
            ++started[u"resolve"_qs];
            OperationCall *call = m_env.operations().resolve(hash);
            m_busyOf.insert(call, hash);
            return call;
        }
        const QList<QString> hashes = knownHashes.values();
        for (int attempt = 0; attempt < 12 && !hashes.isEmpty(); ++attempt) {
            const QString &hash = hashes.at(int(m_random.bounded(quint32(hashes.size()))));
            if (m_busy.contains(hash))
                continue;
            m_busy.insert(hash);
            ++started[u"query"_qs];
            OperationCall *call = m_env.operations().lookUp(hash);
            m_busyOf.insert(call, hash);
            return call;
        }
        return create();
    }

    void finished(OperationCall *call)
    {
        --m_inFlight;
        if (m_busyOf.contains(call))
            m_busy.remove(m_busyOf.take(call));
        if (call->succeeded() && !call->paymentHash().isEmpty())
            knownHashes.insert(call->paymentHash());
        switch (call->resolution()) {
        case OperationCall::Resolution::Applied: ++resolutions[u"applied"_qs]; break;
        case OperationCall::Resolution::NotApplied: ++resolutions[u"not applied"_qs]; break;
        case OperationCall::Resolution::StillUnknown: ++resolutions[u"still unknown"_qs]; break;
        case OperationCall::Resolution::NotNeeded: break;
        }
        if (call->succeeded())
            ++outcomes[u"succeeded"_qs];
        else if (call->isOutcomeUnknown())
            ++outcomes[u"outcome unknown"_qs];
        else
            ++outcomes[u"failed "_qs + describe(*call)];
        QTimer::singleShot(0, this, [this] { fill(); });
    }

    OperationsTestEnvironment &m_env;
    int m_target;
    int m_maxInFlight;
    QRandomGenerator m_random;
    int m_started = 0;
    int m_inFlight = 0;
    QSet<QString> m_busy;
    QHash<OperationCall *, QString> m_busyOf;
};

QJsonArray faultRules()
{
    const auto rule = [](const char *kind, double probability) {
        return QJsonObject{{u"kind"_qs, QString::fromLatin1(kind)}, {u"probability"_qs, probability}};
    };
    QJsonObject latency = rule("latency", 0.07);
    latency.insert(u"latency_ms"_qs, 300);
    // Together about 30% of /ws/ requests (1 - product of the misses).
    return {latency,           rule("http_500", 0.035), rule("http_502", 0.02),  rule("http_503", 0.02),
            rule("http_429", 0.03), rule("reset", 0.045),    rule("truncate", 0.035), rule("malformed", 0.03),
            rule("hang", 0.015),   rule("apply_then_drop", 0.045)};
}

} // namespace

class TestFaultCampaign : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Thousands of requests: keep the gateway's debug lines out of the output.
        QLoggingCategory::setFilterRules(u"dd.*.debug=false\ndd.*.info=false\ndd.*.warning=false"_qs);
    }

    void campaignLeavesCacheEqualToTheGateway()
    {
        OperationsTestEnvironment env(2000);
        QVERIFY2(env.isReady(), qPrintable(env.error()));
        const int operations = envInt("DD_CAMPAIGN_OPERATIONS", 1000);
        QElapsedTimer clock;
        clock.start();

        for (const QJsonValue &rule : faultRules()) {
            const QJsonObject added = env.post(u"/sandbox/faults"_qs, rule.toObject());
            QVERIFY2(added.value(u"status"_qs).toString() == u"SUCCESS",
                     QJsonDocument(added).toJson(QJsonDocument::Compact).constData());
        }
        Campaign campaign(env, operations, 6, 20261122u);
        campaign.start();
        QTRY_VERIFY_WITH_TIMEOUT(campaign.isDone(), 170000);
        const QJsonObject faultStats = env.post(u"/sandbox/stats"_qs, {});
        QVERIFY(env.post(u"/sandbox/faults/clear"_qs, {}).value(u"status"_qs).toString() == u"SUCCESS");

        // Resolve every open intent by query until none is left (faults are off now).
        int applied = 0;
        int notApplied = 0;
        for (int round = 0; round < 5 && !env.intents().unresolved().isEmpty(); ++round) {
            for (const PendingOperation &intent : env.intents().unresolved()) {
                OperationCall *call = intent.kind == PendingOperation::Kind::CreatePayment
                                          ? env.operations().resolveCreate(intent.merchantCode)
                                          : env.operations().resolve(intent.paymentHash);
                call->setAutoDelete(false);
                std::unique_ptr<OperationCall> owned(call);
                if (!call->isFinished()) {
                    QSignalSpy finished(call, &OperationCall::finished);
                    QVERIFY(finished.wait(10000));
                }
                applied += call->resolution() == OperationCall::Resolution::Applied ? 1 : 0;
                notApplied += call->resolution() == OperationCall::Resolution::NotApplied ? 1 : 0;
                if (call->succeeded() && !call->paymentHash().isEmpty())
                    campaign.knownHashes.insert(call->paymentHash());
            }
        }

        // Report.
        QString summary = QStringLiteral("%1 operations in %2 s;").arg(operations).arg(clock.elapsed() / 1000.0);
        for (auto it = campaign.started.cbegin(); it != campaign.started.cend(); ++it)
            summary += QStringLiteral(" %1 %2,").arg(it.key()).arg(it.value());
        summary += QStringLiteral(" outcomes:");
        for (auto it = campaign.outcomes.cbegin(); it != campaign.outcomes.cend(); ++it)
            summary += QStringLiteral(" %1 %2,").arg(it.key()).arg(it.value());
        summary += QStringLiteral(" faults hit: ")
                   + QString::fromUtf8(QJsonDocument(faultStats.value(u"faults"_qs).toObject()).toJson(QJsonDocument::Compact));
        qint64 requests = 0;
        qint64 faultsHit = 0;
        for (const QJsonValue &count : faultStats.value(u"requests"_qs).toObject())
            requests += count.toInteger();
        for (const QJsonValue &count : faultStats.value(u"faults"_qs).toObject())
            faultsHit += count.toInteger();
        const double faultRate = requests > 0 ? double(faultsHit) / double(requests) : 0.0;
        summary += QStringLiteral(" (%1 of %2 requests, %3%)").arg(faultsHit).arg(requests).arg(qRound(faultRate * 100));
        summary += QStringLiteral("; outcome-unknown resolved during the campaign:");
        for (auto it = campaign.resolutions.cbegin(); it != campaign.resolutions.cend(); ++it)
            summary += QStringLiteral(" %1 %2,").arg(it.key()).arg(it.value());
        summary += QStringLiteral(" at the end: %1 applied, %2 not applied").arg(applied).arg(notApplied);
        qInfo("%s", qPrintable(summary));

        QVERIFY2(faultRate > 0.2 && faultRate < 0.4, qPrintable(summary));

        // Zero lost intents.
        QVERIFY2(env.intents().unresolved().isEmpty(),
                 qPrintable(QString::number(env.intents().unresolved().size()) + u" open intents"_qs));
        QVERIFY(env.operations().outcomeUnknownHashes().isEmpty());

        // The sandbox's books, page by page.
        QHash<QString, QJsonObject> truth;
        for (int offset = 0;; offset += 1000) {
            const QJsonObject page = env.post(u"/sandbox/payments"_qs, {{u"offset"_qs, offset}, {u"limit"_qs, 1000}});
            const QJsonArray payments = page.value(u"payments"_qs).toArray();
            for (const QJsonValue &payment : payments)
                truth.insert(payment.toObject().value(u"hash"_qs).toString(), payment.toObject());
            if (payments.size() < 1000)
                break;
        }
        QVERIFY(!truth.isEmpty());
        for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
            if (!env.cachedPayment(it.key())) {
                const QString code = it.value().value(u"merchant_payment_code"_qs).toString();
                qWarning("in the gateway, not in the cache: %s (%s)", qPrintable(code),
                         qPrintable(it.value().value(u"status"_qs).toString()));
                qWarning("%s", qPrintable(auditTrail(env, code)));
            }
        }
        QCOMPARE(env.payments().count(PaymentFilter{}), qint64(truth.size()));

        // Every payment and refund in the cache equals the truth; count the distinct effects.
        QSet<QString> paymentCodes;
        qint64 captures = 0, cancels = 0, refunds = 0, refundCancels = 0;
        for (auto it = truth.cbegin(); it != truth.cend(); ++it) {
            const QJsonObject &real = it.value();
            const std::optional<Payment> cached = env.cachedPayment(it.key());
            QVERIFY2(cached, qPrintable(u"not in the cache: "_qs + it.key()));
            QCOMPARE(cached->merchantPaymentCode, real.value(u"merchant_payment_code"_qs).toString());
            QVERIFY2(!paymentCodes.contains(cached->merchantPaymentCode), qPrintable(cached->merchantPaymentCode));
            paymentCodes.insert(cached->merchantPaymentCode);
            QVERIFY2(paymentStatusCode(cached->status) == real.value(u"status"_qs).toString(),
                     qPrintable(QStringLiteral("payment %1: %2 cached, %3 in the gateway\n")
                                    .arg(it.key(), paymentStatusCode(cached->status), real.value(u"status"_qs).toString())
                                + auditTrail(env, it.key())));
            QCOMPARE(cached->amountExt.hundredths(), hundredthsOf(real.value(u"amount_ext"_qs)));
            const QJsonArray realRefunds = real.value(u"refunds"_qs).toArray();
            QVERIFY2(cached->refunds.size() == realRefunds.size(),
                     qPrintable(QStringLiteral("payment %1: %2 refunds cached, %3 in the gateway: %4\n")
                                    .arg(it.key())
                                    .arg(cached->refunds.size())
                                    .arg(realRefunds.size())
                                    .arg(QString::fromUtf8(QJsonDocument(realRefunds).toJson(QJsonDocument::Compact)))
                                + auditTrail(env, it.key())));
            QSet<QString> refundCodes;
            for (const QJsonValue &value : realRefunds) {
                const QJsonObject realRefund = value.toObject();
                const QString code = realRefund.value(u"merchant_refund_code"_qs).toString();
                QVERIFY2(!refundCodes.contains(code), qPrintable(u"two refunds with code "_qs + code));
                refundCodes.insert(code);
                const Refund *refund = cached->findRefund(code);
                QVERIFY2(refund, qPrintable(u"refund not in the cache: "_qs + code));
                QCOMPARE(refund->id, realRefund.value(u"id"_qs).toVariant().toString());
                QVERIFY2(refundStatusCode(refund->status) == realRefund.value(u"status"_qs).toString(),
                         qPrintable(QStringLiteral("refund %1: %2 cached, %3 in the gateway\n")
                                        .arg(code, refundStatusCode(refund->status),
                                             realRefund.value(u"status"_qs).toString())
                                    + auditTrail(env, it.key())));
                QCOMPARE(refund->amount.hundredths(), hundredthsOf(realRefund.value(u"amount_ext"_qs)));
                ++refunds;
                refundCancels += refund->status == RefundStatus::Cancelled ? 1 : 0;
            }
            captures += cached->amountExt.hundredths() == PreAuthorizedHundredths
                                && cached->status == PaymentStatus::Confirmed
                            ? 1 : 0;
            cancels += cached->status == PaymentStatus::Cancelled ? 1 : 0;
        }

        // Zero duplicate effects: the sandbox applied exactly what the cache knows.
        const QJsonObject effects = env.post(u"/sandbox/stats"_qs, {}).value(u"effects"_qs).toObject();
        QCOMPARE(effects.value(u"/ws/direct"_qs).toInteger(), qint64(truth.size()));
        QCOMPARE(effects.value(u"/ws/capture"_qs).toInteger(), captures);
        QCOMPARE(effects.value(u"/ws/cancel"_qs).toInteger(), cancels);
        QCOMPARE(effects.value(u"/ws/refund"_qs).toInteger(), refunds + refundCancels);

        // Figures for BENCHMARKS.md (scripts/bench.sh runs this test); printed only once every check passed.
        using dd::bench::report;
        using dd::bench::Better;
        report(u"reliability.fault_campaign.operations"_qs, operations, u"operations"_qs, 1000, Better::Higher);
        report(u"reliability.fault_campaign.fault_rate"_qs, faultRate, u"share"_qs);
        report(u"reliability.fault_campaign.faults"_qs, double(faultsHit), u"faults"_qs);
        report(u"reliability.fault_campaign.payments_compared"_qs, double(truth.size()), u"payments"_qs);
        report(u"reliability.fault_campaign.refunds_compared"_qs, double(refunds), u"refunds"_qs);
        report(u"reliability.fault_campaign.mismatches"_qs, 0, u"payments"_qs, 0, Better::Lower);
        report(u"reliability.fault_campaign.lost_intents"_qs, double(env.intents().unresolved().size()), u"intents"_qs, 0,
               Better::Lower);
        report(u"reliability.fault_campaign.seconds"_qs, double(clock.elapsed()) / 1000.0, u"s"_qs);
    }

    // The campaign's failure classes, one at a time and deterministic: the first send takes effect
    // and its answer is lost, Qt silently sends it again, and the resend (or the read-back after
    // it) meets a second fault. The action must end succeeded or outcome unknown, and after
    // resolving, the cache must hold what the gateway did.
    void silentResendMeetsASecondFault_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QStringList>("faults");   // "kind path", in order, each for one request
        QTest::newRow("create, resend gets 429")
            << u"create"_qs << QStringList{u"apply_then_drop /ws/direct"_qs, u"http_429 /ws/direct"_qs};
        QTest::newRow("create, resend gets 503")
            << u"create"_qs << QStringList{u"apply_then_drop /ws/direct"_qs, u"http_503 /ws/direct"_qs};
        QTest::newRow("create, BP-DR-0 and the read-back fails")
            << u"create"_qs
            << QStringList{u"apply_then_drop /ws/direct"_qs, u"http_503 /ws/query"_qs, u"http_503 /ws/query"_qs,
                           u"http_503 /ws/query"_qs};
        QTest::newRow("refund, resend gets 429")
            << u"refund"_qs << QStringList{u"apply_then_drop /ws/refund"_qs, u"http_429 /ws/refund"_qs};
        QTest::newRow("refund, BP-REF-9 and the read-back fails")
            << u"refund"_qs
            << QStringList{u"apply_then_drop /ws/refund"_qs, u"http_503 /ws/query"_qs, u"http_503 /ws/query"_qs,
                           u"http_503 /ws/query"_qs};
        QTest::newRow("refund cancel, resend gets 429")
            << u"refund cancel"_qs << QStringList{u"apply_then_drop /ws/refund"_qs, u"http_429 /ws/refund"_qs};
        QTest::newRow("capture, resend gets 429")
            << u"capture"_qs << QStringList{u"apply_then_drop /ws/capture"_qs, u"http_429 /ws/capture"_qs};
    }

    void silentResendMeetsASecondFault()
    {
        QFETCH(QString, action);
        QFETCH(QStringList, faults);
        OperationsTestEnvironment env(2000);
        QVERIFY2(env.isReady(), qPrintable(env.error()));
        std::optional<Payment> payment;
        if (action != u"create") {
            const QString hash = env.createCardPayment(action != u"capture");
            payment = env.importPayment(hash);
            QVERIFY(payment);
        }
        if (action == u"refund cancel") {
            RefundRequest request;
            request.amount = Money(2500, payment->currencyExt);
            request.description = u"Resend test"_qs;
            OperationCall *refund = env.operations().refund(*payment, request);
            QSignalSpy refunded(refund, &OperationCall::finished);
            QVERIFY(refunded.wait(10000));
            payment = env.cachedPayment(payment->hash);
            QVERIFY(payment && payment->refunds.size() == 1);
        }
        for (const QString &fault : faults) {
            const QStringList parts = fault.split(u' ');
            QVERIFY(env.addFault(parts.at(0), parts.at(1), 1));
        }
        OperationCall *call = nullptr;
        if (action == u"create") {
            call = env.operations().createPayment(test::samples::cardPayment(test::samples::rawCard(), 10000));
        } else if (action == u"refund cancel") {
            call = env.operations().cancelRefund(*payment, payment->refunds.first(), u"Resend test"_qs);
        } else if (action == u"refund") {
            RefundRequest request;
            request.amount = Money(2500, payment->currencyExt);
            request.description = u"Resend test"_qs;
            call = env.operations().refund(*payment, request);
        } else {
            call = env.operations().capture(*payment, {});
        }
        call->setAutoDelete(false);
        std::unique_ptr<OperationCall> owned(call);
        if (!call->isFinished()) {
            QSignalSpy finished(call, &OperationCall::finished);
            QVERIFY(finished.wait(15000));
        }
        QVERIFY(env.post(u"/sandbox/faults/clear"_qs, {}).value(u"status"_qs).toString() == u"SUCCESS");
        QVERIFY2(call->succeeded() || call->isOutcomeUnknown(),
                 qPrintable(u"the action took effect but ended as "_qs + describe(*call)));
        for (const PendingOperation &intent : env.intents().unresolved()) {
            OperationCall *resolve = intent.kind == PendingOperation::Kind::CreatePayment
                                         ? env.operations().resolveCreate(intent.merchantCode)
                                         : env.operations().resolve(intent.paymentHash);
            QSignalSpy resolved(resolve, &OperationCall::finished);
            QVERIFY(resolved.wait(10000));
        }
        QVERIFY(env.intents().unresolved().isEmpty());
        const QJsonObject listed = env.post(u"/sandbox/payments"_qs, {{u"limit"_qs, 10}});
        const QJsonArray payments = listed.value(u"payments"_qs).toArray();
        QCOMPARE(payments.size(), 1);
        const QJsonObject real = payments.first().toObject();
        const std::optional<Payment> cached = env.cachedPayment(real.value(u"hash"_qs).toString());
        QVERIFY2(cached, "the payment the gateway created is not in the cache");
        QCOMPARE(paymentStatusCode(cached->status), real.value(u"status"_qs).toString());
        const QJsonArray realRefunds = real.value(u"refunds"_qs).toArray();
        QCOMPARE(cached->refunds.size(), realRefunds.size());
        for (qsizetype i = 0; i < realRefunds.size(); ++i)
            QCOMPARE(refundStatusCode(cached->refunds.at(i).status), realRefunds.at(i).toObject().value(u"status"_qs).toString());
        const QJsonObject effects = env.post(u"/sandbox/stats"_qs, {}).value(u"effects"_qs).toObject();
        const QString path = action == u"create" ? u"/ws/direct"_qs : action == u"refund cancel" ? u"/ws/refund"_qs : u"/ws/"_qs + action;
        QCOMPARE(effects.value(path).toInteger(), action == u"refund cancel" ? 2 : 1);
    }
};

QTEST_GUILESS_MAIN(TestFaultCampaign)
#include "tst_fault_campaign.moc"
