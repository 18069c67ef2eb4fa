// Refreshes 10,000 non-final payments against a directdesk-sandbox process through RefreshService
// (worker thread, own cache session and QNAM) while a 5 ms QTimer on the main thread records the
// longest gap between its ticks: the GUI thread must never be blocked for more than 50 ms.
// Usage: bench_sync [--payments N] [--concurrency C]
#include "core/cache/vault.h"
#include "core/gateway/answerparser.h"
#include "core/sync/refreshservice.h"
#include "support/sandboxprocess.h"
#include "tests/bench/support/benchreport.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonArray>
#include <QLoggingCategory>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

int option(const QStringList &arguments, const QString &name, int fallback)
{
    const qsizetype at = arguments.indexOf(name);
    return at >= 0 && at + 1 < arguments.size() ? arguments.at(at + 1).toInt() : fallback;
}

// Every seeded payment, stored as PE (not final) so the refresh queries each one.
bool loadCache(const dd::test::SandboxProcess &sandbox, CacheSession &cache, int payments)
{
    for (int offset = 0; offset < payments;) {
        const QJsonObject page = sandbox.post("/sandbox/payments", {{u"offset"_s, offset}, {u"limit"_s, 1000}}, 60000);
        const QJsonArray items = page.value(u"payments"_s).toArray();
        if (items.isEmpty())
            return false;
        QList<Payment> batch;
        for (const QJsonValue &item : items) {
            auto parsed = AnswerParser::payment(item.toObject());
            if (!parsed)
                continue;
            Payment payment = std::move(parsed).value();
            payment.status = PaymentStatus::Pending;
            payment.refunds.clear();
            batch.append(payment);
        }
        if (!cache.payments().upsertMany(batch))
            return false;
        offset += int(items.size());
    }
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(u"dd.*.debug=false"_s);
    const QStringList arguments = app.arguments();
    const int payments = option(arguments, u"--payments"_s, 10'000);
    const int concurrency = option(arguments, u"--concurrency"_s, RefreshWorker::DefaultConcurrency);

    dd::test::SandboxProcess sandbox({u"--seed-demo"_s, QString::number(payments), u"--seed"_s, u"1"_s}, 120000);
    if (!sandbox.isReady()) {
        std::fprintf(stderr, "sandbox: %s\n", qPrintable(sandbox.errorString()));
        return 1;
    }
    QTemporaryDir folder;
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    Vault vault(folder.filePath(u"bench.ddc"_s), options);
    const QString passphrase = u"correct horse 42 battery"_s;
    if (!vault.create(passphrase, passphrase) || !loadCache(sandbox, *vault.session(), payments)
        || !vault.session()->settings().updateConnection(u"sandbox"_s, sandbox.baseUrl(), sandbox.integrationKey())) {
        std::fprintf(stderr, "could not fill the cache\n");
        return 1;
    }

    RefreshService refresh(sessionsOf(vault), RefreshService::clientsFromCache());
    refresh.setConcurrency(concurrency);
    RefreshSummary summary;
    QObject::connect(&refresh, &RefreshService::summary, &app, [&summary](const RefreshSummary &s) { summary = s; });
    qint64 longestGapMs = 0;
    QElapsedTimer sinceTick;
    QTimer ticker;
    ticker.setInterval(5);
    QObject::connect(&ticker, &QTimer::timeout, &app, [&] {
        longestGapMs = qMax(longestGapMs, sinceTick.restart());
    });
    QEventLoop loop;
    QObject::connect(&refresh, &RefreshService::finished, &loop, &QEventLoop::quit);
    QElapsedTimer elapsed;
    elapsed.start();
    sinceTick.start();
    ticker.start();
    refresh.refreshAll();
    loop.exec();
    const double seconds = double(elapsed.elapsed()) / 1000.0;
    ticker.stop();

    using dd::bench::Better;
    dd::bench::report(u"sync.refresh.%1.seconds"_s.arg(payments), seconds, u"s"_s, 10, Better::Lower);
    dd::bench::report(u"sync.refresh.rate"_s, payments / qMax(seconds, 0.001), u"payments/s"_s);
    dd::bench::report(u"sync.gui.longest_gap"_s, double(longestGapMs), u"ms"_s, 50, Better::Lower);
    dd::bench::report(u"sync.refresh.failed"_s, summary.failed, u"payments"_s, 0, Better::Lower);
    dd::bench::report(u"sync.refresh.concurrency"_s, concurrency, u"calls"_s);
    return summary.refreshed == payments ? 0 : 1;
}
