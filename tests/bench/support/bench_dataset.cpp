// Generates the shared benchmark data set once: `bench-payments-N.ddc` in `--dir` (default
// 1,000,000 payments from BenchPaymentFactory with the refunds of addBenchRefund, deterministic), which bench_models, bench_reports
// and the other benchmarks then open instead of generating their own. Does nothing but report when
// the file is already there. Usage: bench_dataset --dir PATH [--payments N]
#include "tests/bench/support/benchcache.h"
#include "tests/bench/support/benchpayments.h"
#include "tests/bench/support/benchreport.h"

#include "core/cache/paymentstore.h"
#include "core/storage/paymentfilter.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

using namespace dd;
using namespace dd::bench;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (!app.arguments().contains(QStringLiteral("--dir"))) {
        std::fprintf(stderr, "usage: bench_dataset --dir PATH [--payments N]\n");
        return 2;
    }
    const BenchArguments arguments(app.arguments(), QString());
    QDir().mkpath(arguments.folder);
    const bool existed = QFile::exists(benchmarkCachePath(arguments));
    QElapsedTimer timer;
    timer.start();
    const auto fill = [](PaymentStore &store, qint64 count) { writeBenchPayments(QStringLiteral("dataset"), store, count); };
    std::unique_ptr<Vault> vault = openBenchmarkVault(QStringLiteral("dataset"), arguments, fill);
    if (!vault)
        return 1;
    const qint64 stored = vault->session()->payments().count(PaymentFilter{});
    vault.reset();
    if (stored != arguments.payments) {
        std::fprintf(stderr, "bench_dataset: %lld payments in %s, expected %lld\n", static_cast<long long>(stored),
                     qPrintable(benchmarkCachePath(arguments)), static_cast<long long>(arguments.payments));
        return 1;
    }
    if (!existed)
        report(QStringLiteral("dataset.generate_seconds"), millisecondsSince(timer) / 1000.0, QStringLiteral("s"));
    report(QStringLiteral("dataset.payments"), double(stored), QStringLiteral("payments"));
    report(QStringLiteral("dataset.file_mib"), double(QFileInfo(benchmarkCachePath(arguments)).size()) / 1048576.0,
           QStringLiteral("MiB"));
    return 0;
}
