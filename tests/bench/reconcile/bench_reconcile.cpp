// Benchmark of a reconciliation: 1,000,000 orders (every payment of the shared data set, all known
// to the cache, written as a shop would export them) against the encrypted cache of 1,000,000
// payments. Reports the time from start to the list of differences (target 20 s) and the resident
// memory it added (flat: the orders are streamed, the cache is held as a compact index).
// Usage: bench_reconcile [--payments N] [--dir FOLDER (keeps and reuses the cache)]

#include "tests/bench/support/benchcache.h"

#include "core/reconcile/reconcilejob.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QLoggingCategory>

#include <cstdio>

using namespace dd;
using namespace dd::bench;
using namespace dd::reconcile;
using namespace Qt::StringLiterals;

namespace {

QByteArray shopStatus(PaymentStatus status)
{
    switch (status) {
    case PaymentStatus::Confirmed: return "paid";
    case PaymentStatus::Open:
    case PaymentStatus::Pending: return "pending";
    case PaymentStatus::Cancelled: return "cancelled";
    case PaymentStatus::Unknown: break;
    }
    return "unknown";
}

// The order export a shop whose books agree with the gateway would write: one line per payment.
bool writeOrders(PaymentStore &store, const QString &path)
{
    using Field = PaymentExportCursor::Field;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const auto cursor = store.exportCursor(PaymentFilter{}, PaymentExportCursor::Refunds::None,
                                           {Field::MerchantCode, Field::Amount, Field::Currency, Field::Status,
                                            Field::OpenDate, Field::Refunded});
    QByteArray buffer = "order_id;total;currency;status;created_at;refunded\n";
    while (cursor->next() == PaymentExportCursor::Step::Row) {
        const QString amount = Decimal::format(cursor->integer(1), Money::Scale).replace(u'.', u',');
        const QString refunded = Decimal::format(cursor->integer(5), Money::Scale).replace(u'.', u',');
        buffer += cursor->utf8(0).toByteArray() + ';' + amount.toLatin1() + ';' + cursor->utf8(2).toByteArray() + ';'
                  + shopStatus(cursor->paymentStatus(3)) + ';'
                  + QDateTime::fromMSecsSinceEpoch(cursor->integer(4), Qt::UTC).toString(u"dd/MM/yyyy HH:mm"_s).toLatin1()
                  + ';' + refunded.toLatin1() + '\n';
        if (buffer.size() > (1 << 20)) {
            file.write(buffer);
            buffer.clear();
        }
    }
    file.write(buffer);
    return file.flush();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(u"dd.*.debug=false"_s);
    QTemporaryDir temporary;
    const BenchArguments arguments(app.arguments(), temporary.path());
    const auto vault = openBenchmarkVault(u"reconcile"_s, arguments, [](PaymentStore &store, qint64 count) {
        writeBenchPayments(u"reconcile"_s, store, count);
    });
    if (!vault)
        return 1;
    const QString orders = QDir(temporary.path()).filePath(u"orders.csv"_s);
    if (!writeOrders(vault->session()->payments(), orders)) {
        std::fprintf(stderr, "bench_reconcile: cannot write the orders\n");
        return 1;
    }
    ReconcileRequest request;
    request.filePath = orders;
    request.options.mapping = ColumnMapping::fromPairs({u"code=order_id"_s, u"amount=total"_s, u"currency=currency"_s,
                                                        u"status=status"_s, u"date=created_at"_s,
                                                        u"refunded=refunded"_s})
                                  .value();
    const double idle = rssMiB();
    ReconcileJob job(*vault->session(), request, nullptr);
    QEventLoop loop;
    QObject::connect(&job, &ReconcileJob::finished, &loop, &QEventLoop::quit);
    QElapsedTimer timer;
    timer.start();
    job.start();
    loop.exec();
    const double elapsedMs = millisecondsSince(timer);
    const ReconcileResult &result = job.result();
    if (result.outcome != ReconcileResult::Outcome::Reconciled || result.matched != arguments.payments) {
        std::fprintf(stderr, "bench_reconcile: outcome %d, %lld matched of %lld: %s\n", int(result.outcome),
                     qint64(result.matched), qint64(arguments.payments), qPrintable(result.error));
        return 1;
    }
    report(u"reconcile.orders_s"_s, elapsedMs / 1000.0, u"s"_s, 20.0, Better::Lower);
    report(u"reconcile.orders_per_s"_s, double(result.orders) / (elapsedMs / 1000.0), u"orders/s"_s);
    report(u"reconcile.differences"_s, double(result.differences.size()), u"rows"_s);
    report(u"reconcile.peak_rss_mib"_s, peakRssMiB(), u"MiB"_s);
    report(u"reconcile.rss_above_idle_mib"_s, peakRssMiB() - idle, u"MiB"_s);
    return 0;
}
