#pragma once

// The 1,000,000-payment cache the model and report benchmarks measure: one file per payment
// count, `bench-payments-N.ddc` in `--dir`, shared by every benchmark (scripts/bench.sh generates
// it once per run with bench_dataset); opened when it is there, else created and filled.

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "tests/bench/support/benchpayments.h"
#include "tests/bench/support/benchreport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>

namespace dd::bench {

// `--payments N` (default 1,000,000) and `--dir PATH` (keep the generated cache for reruns).
struct BenchArguments
{
    qint64 payments = 1'000'000;
    QString folder;

    explicit BenchArguments(const QStringList &arguments, const QString &temporaryFolder)
    {
        const qsizetype at = arguments.indexOf(QStringLiteral("--payments"));
        if (at >= 0 && at + 1 < arguments.size())
            payments = arguments.at(at + 1).toLongLong();
        const qsizetype dirAt = arguments.indexOf(QStringLiteral("--dir"));
        folder = dirAt >= 0 && dirAt + 1 < arguments.size() ? arguments.at(dirAt + 1) : temporaryFolder;
    }
};

inline QString benchmarkCachePath(const BenchArguments &arguments)
{
    return QDir(arguments.folder).filePath(QStringLiteral("bench-payments-%1.ddc").arg(arguments.payments));
}

inline const QString &benchmarkPassphrase()
{
    static const QString passphrase = QStringLiteral("benchmark passphrase 2026");
    return passphrase;
}

// The refunds of the shared data set: every tenth payment that is confirmed gets one confirmed refund
// of half its amount, two days after confirmation (what the reports benchmark totals and exports).
inline void addBenchRefund(Payment &p, qint64 n)
{
    if (p.status != PaymentStatus::Confirmed || n % 10 != 0)
        return;
    Refund r;
    r.id = QStringLiteral("rf%1").arg(n);
    r.merchantRefundCode = QStringLiteral("mr%1").arg(n);
    r.status = RefundStatus::Confirmed;
    r.requestDate = p.confirmDate.addDays(2);
    r.amount = Money(p.amountExt.hundredths() / 2, p.currencyExt);
    p.refunds.append(r);
}

// Writes BenchPaymentFactory's first `count` payments with their refunds (addBenchRefund) in batches
// of 20,000 and reports the rate as `<name>.setup.generate_payments_per_s`. Every benchmark that
// creates the shared cache fills it through here, so whoever creates it, the data is the same.
inline void writeBenchPayments(const QString &name, PaymentStore &store, qint64 count)
{
    BenchPaymentFactory factory;
    QElapsedTimer timer;
    timer.start();
    constexpr qint64 Batch = 20'000;
    QList<Payment> batch;
    batch.reserve(Batch);
    for (qint64 n = 0; n < count; ++n) {
        Payment p = factory.make(n);
        addBenchRefund(p, n);
        batch.append(std::move(p));
        if (batch.size() == Batch || n + 1 == count) {
            if (!store.upsertMany(batch)) {
                std::fprintf(stderr, "bench_%s: cannot write payments\n", qPrintable(name));
                std::exit(1);
            }
            batch.clear();
        }
    }
    report(name + QStringLiteral(".setup.generate_payments_per_s"), double(count) / (millisecondsSince(timer) / 1000.0),
           QStringLiteral("payments/s"));
}

// Unlocks `<folder>/bench-payments-<payments>.ddc`, or creates it and calls `fill` on its store
// (every fill writes BenchPaymentFactory's payments, so whoever creates it, the data is the same).
// Key derivation is not what is measured, so the cheap test limits are used. Null on failure.
inline std::unique_ptr<Vault> openBenchmarkVault(const QString &name, const BenchArguments &arguments,
                                                 const std::function<void(PaymentStore &, qint64)> &fill)
{
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    const QString path = benchmarkCachePath(arguments);
    const bool reuse = QFile::exists(path);
    auto vault = std::make_unique<Vault>(path, options);
    const QString &passphrase = benchmarkPassphrase();
    if (!(reuse ? vault->unlock(passphrase) : vault->create(passphrase, passphrase))) {
        std::fprintf(stderr, "bench_%s: cannot open the cache\n", qPrintable(name));
        return nullptr;
    }
    if (!reuse)
        fill(vault->session()->payments(), arguments.payments);
    return vault;
}

// A session as the app's window opens it (Vault::openWindowSession), once its PaymentDigest is read:
// what is measured on it starts then. Reports how long the read took. Null on failure.
inline std::unique_ptr<CacheSession> openBenchmarkWindowSession(const QString &name, Vault &vault)
{
    QElapsedTimer timer;
    timer.start();
    auto opened = vault.openWindowSession();
    if (!opened || !opened.value()->payments().waitForDigest()) {
        std::fprintf(stderr, "bench_%s: cannot open a session with its payment digest\n", qPrintable(name));
        return nullptr;
    }
    report(name + QStringLiteral(".setup.digest_read_ms"), millisecondsSince(timer), QStringLiteral("ms"));
    return std::move(opened).value();
}

} // namespace dd::bench
