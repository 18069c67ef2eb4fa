// Benchmark of the team server (PostgreSQL) at a merchant's scale, side by side with the encrypted
// local cache in the same run. Starts a throw-away cluster of its own (tests/support/pgcluster.h)
// with the server settings below, then:
//   1. `team import` of the shared data set's vault (BenchPaymentFactory's first payments, as
//      bench_dataset writes them): the path a team moves a desk's payments in by (payments/s);
//   2. the remaining payments of the same generator, in the same order, through the team store's
//      batch write (PaymentStore::upsertMany, which sends new payments by COPY) (payments/s);
//   3. checks that the server holds what was sent: after 1, the count and totals of every filter
//      equal the vault's; after 2, the count and totals of all payments equal the generator's;
//   4. the read grid of the cache benchmark (every filter × sort: first page, next page; each
//      filter's totals and count) on the server, as a Manager's desk reads it, and on the vault;
//   5. one desk writing payments while 20 others follow the change feed: the delay from the start
//      of each write to each follower's signal (p50, p95, worst);
//   6. the import floor (importfloor.h): the first M stored rows copied by the server into a bare
//      table, then the payments' indexes built on it by sorting (payments/s): what steps 1 and 2 are
//      bounded by on this machine.
// Prints JSON lines (tests/bench/support/benchreport.h); with --details one line per filter × sort.
//
//   bench_team [--payments N] [--vault-payments M] [--dir PATH] [--followers F] [--writes W]
//              [--batch B] [--statement-limit-ms L] [--details] [--smoke] [--hold]
//   bench_team --reads-on CONNINFO [--statement-limit-ms L] [--details]
//   bench_team --floor-on CONNINFO [--vault-payments M]
//
// --payments: on the server (default 10,000,000); --vault-payments: how many of them come by
// `team import` and are read from the local cache (default half of N, at most 1,000,000: the
// shared data set); --dir: where the vault is (created there when missing) and where the cluster
// lives while the benchmark runs (deleted at the end); --smoke: also checks that every figure was
// produced and is a sane number (the correctness checks of step 3 always run); --statement-limit-ms:
// the server cancels each read of the grid after L ms (counted in team.cut; 0, the default: never).
#include "followers.h"
#include "importfloor.h"
#include "readgrid.h"

#include "tests/bench/support/benchcache.h"
#include "tests/bench/support/benchpayments.h"
#include "tests/bench/support/benchreport.h"
#include "tests/support/pgcluster.h"
#include "tests/team/teamdatabase.h"

#include "core/server/store/pgstoresession.h"
#include "core/storage/storedpayment.h"
#include "core/teamimport/teamimport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMap>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <tuple>

using namespace dd;
using namespace dd::bench;
using namespace Qt::StringLiterals;

namespace {

// The server's settings for the benchmark, given at its start (and named in BENCHMARKS.md through
// tests/bench/benchmarks.json): what an administrator of a 10,000,000-payment team server would set
// on a machine of this size (the README's team server settings). fsync and synchronous commit stay on,
// as on a real server.
const QStringList ServerSettings{u"shared_buffers=4GB"_s,        u"effective_cache_size=12GB"_s,
                                 u"work_mem=64MB"_s,             u"maintenance_work_mem=1GB"_s,
                                 u"temp_buffers=256MB"_s,        u"max_wal_size=8GB"_s,
                                 u"checkpoint_timeout=30min"_s,  u"random_page_cost=1.1"_s,
                                 u"jit=off"_s,                   u"max_parallel_workers_per_gather=0"_s,
                                 u"fsync=on"_s,                  u"synchronous_commit=on"_s};

const QString ManagerLogin = u"bench_manager"_s;
const QString ManagerPassword = u"bench manager 2026"_s;

void fail(const QString &why)
{
    std::fprintf(stderr, "bench_team: %s\n", qPrintable(why));
    std::exit(1);
}

struct Options
{
    qint64 payments = 10'000'000;
    qint64 vaultPayments = 0;
    QString dir;
    int followers = 20;
    int writes = 200;
    int batch = 50'000;
    int statementLimitMs = 0;
    bool details = false;
    bool smoke = false;
    QString readsOn;   // a server loaded by an earlier run (--hold): only its read grid is measured
    QString floorOn;   // the same, as its superuser: only the import floor is measured
};

Options readOptions(const QStringList &args, const QString &scratch)
{
    const auto option = [&args](const QString &name, const QString &fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    Options o;
    o.payments = option(u"--payments"_s, QString::number(o.payments)).toLongLong();
    const qint64 vaultDefault = std::min<qint64>(1'000'000, o.payments / 2);
    o.vaultPayments = option(u"--vault-payments"_s, QString::number(vaultDefault)).toLongLong();
    o.dir = option(u"--dir"_s, scratch);
    o.followers = option(u"--followers"_s, QString::number(o.followers)).toInt();
    o.writes = option(u"--writes"_s, QString::number(o.writes)).toInt();
    o.batch = option(u"--batch"_s, QString::number(o.batch)).toInt();
    o.statementLimitMs = option(u"--statement-limit-ms"_s, u"0"_s).toInt();
    o.details = args.contains(u"--details"_s);
    o.smoke = args.contains(u"--smoke"_s);
    o.readsOn = option(u"--reads-on"_s, QString());
    o.floorOn = option(u"--floor-on"_s, QString());
    if (o.payments < 2 || o.vaultPayments < 1 || o.vaultPayments >= o.payments || o.followers < 1 || o.writes < 1
        || o.batch < 1 || o.statementLimitMs < 0)
        fail(u"--payments must exceed --vault-payments (at least 1), --followers, --writes and --batch be positive"_s);
    return o;
}

// What the generator's payments add up to, per currency, status and method, as totals() gives it.
class ExpectedTotals
{
public:
    void add(const Payment &p)
    {
        const QString currency = StoredPayment::storedCurrency(p);
        PaymentTotal &t = m_groups[{currency, p.status, p.paymentTypeCode}];
        t.currency = currency;
        t.status = p.status;
        t.method = p.paymentTypeCode;
        ++t.count;
        t.amountHundredths += p.amountExt.hundredths();
        for (const Refund &r : p.refunds)
            t.refundedHundredths += r.status == RefundStatus::Cancelled ? 0 : r.amount.hundredths();
    }
    QList<PaymentTotal> totals() const { return m_groups.values(); }

private:
    QMap<std::tuple<QString, PaymentStatus, QString>, PaymentTotal> m_groups;
};

std::unique_ptr<server::PgStoreSession> signIn(const test::PgCluster &cluster)
{
    auto opened = server::PgStoreSession::open(cluster.conninfo(ManagerLogin, ManagerPassword, u"team"_s));
    if (!opened)
        fail(u"the Manager cannot sign in: "_s + opened.error().message);
    return std::move(opened).value();
}

// Step 1: the vault into the empty team store, as `team import` does it.
void importVault(Figures &out, Vault &vault, const QString &vaultPath, const test::PgCluster &cluster, qint64 count)
{
    auto connected = server::PgConnection::connectTo(cluster.conninfo(ManagerLogin, ManagerPassword, u"team"_s));
    if (!connected)
        fail(connected.error().message);
    QElapsedTimer timer;
    timer.start();
    const auto imported = server::importVault(*vault.session(), QFileInfo(vaultPath).fileName(), connected.value());
    const double seconds = millisecondsSince(timer) / 1000.0;
    if (!imported)
        fail(u"team import failed: "_s + imported.error().message);
    if (imported->paymentsNew != count)
        fail(u"team import wrote %1 payments of %2"_s.arg(imported->paymentsNew).arg(count));
    out.report(u"team.import.vault"_s, double(count) / seconds, u"payments/s"_s, 100'000, Better::Higher);
    out.report(u"team.import.vault_seconds"_s, seconds, u"s"_s);
}

// Step 2: the generator's payments after the vault's, in batches through upsertMany. Every
// payment of the generator is added to `expected`, the vault's included.
void writeTheRest(Figures &out, PaymentStore &team, const Options &o, ExpectedTotals &expected)
{
    BenchPaymentFactory factory;
    QList<Payment> batch;
    batch.reserve(o.batch);
    double writeSeconds = 0;
    QElapsedTimer wall;
    wall.start();
    QElapsedTimer timer;
    for (qint64 n = 0; n < o.payments; ++n) {
        Payment p = factory.make(n);
        addBenchRefund(p, n);
        expected.add(p);
        if (n < o.vaultPayments)
            continue;
        batch.append(std::move(p));
        if (batch.size() < o.batch && n + 1 < o.payments)
            continue;
        timer.start();
        const auto written = team.upsertMany(batch);
        writeSeconds += millisecondsSince(timer) / 1000.0;
        if (!written || written.value() != batch.size())
            fail(u"the batch write failed: "_s + (written ? u"not every payment written"_s : written.error().message));
        batch.clear();
    }
    const double rest = double(o.payments - o.vaultPayments);
    out.report(u"team.import.bulk"_s, rest / writeSeconds, u"payments/s"_s, 100'000, Better::Higher);
    out.report(u"team.import.bulk_with_generator"_s, rest / (millisecondsSince(wall) / 1000.0), u"payments/s"_s);
}

void reportFloor(Figures &out, server::PgConnection &owner, qint64 rows)
{
    QString problem;
    const std::optional<ImportFloor> floor = measureImportFloor(owner, rows, problem);
    if (!floor)
        fail(u"import floor: "_s + problem);
    out.report(u"team.import.floor_copy"_s, double(floor->rows) / floor->copySeconds, u"payments/s"_s);
    out.report(u"team.import.floor_indexed"_s, double(floor->rows) / (floor->copySeconds + floor->indexSeconds),
               u"payments/s"_s);
}

void reportFollowers(Figures &out, const FollowFigures &f)
{
    QList<double> delays = f.delaysMs;
    std::sort(delays.begin(), delays.end());
    const auto at = [&delays](double share) { return delays.at(qsizetype(share * double(delays.size() - 1))); };
    out.report(u"team.follow.p50_ms"_s, at(0.5), u"ms"_s);
    out.report(u"team.follow.p95_ms"_s, at(0.95), u"ms"_s, 500, Better::Lower);
    out.report(u"team.follow.max_ms"_s, delays.last(), u"ms"_s);
    out.report(u"team.follow.signals"_s, double(delays.size()), u"signals"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTemporaryDir scratch;
    const Options o = readOptions(app.arguments(), scratch.path());
    QDir().mkpath(o.dir);
    Figures out;

    // --reads-on CONNINFO: the read grid again on a server a held run loaded (the Manager's login of
    // that run), to compare read paths without loading 10,000,000 payments again.
    if (!o.readsOn.isEmpty()) {
        auto opened = server::PgStoreSession::open(o.readsOn);
        if (!opened)
            fail(opened.error().message);
        const QByteArray limit = "SET statement_timeout = " + QByteArray::number(o.statementLimitMs);
        if (auto set = opened.value()->connection().exec(limit.constData()); !set)
            fail(set.error().message);
        reportGrid(out, u"team"_s, measureGrid(opened.value()->payments(), u"team"_s, o.details, o.statementLimitMs), true);
        return 0;
    }
    if (!o.floorOn.isEmpty()) {
        auto owner = server::PgConnection::connectTo(o.floorOn);
        if (!owner)
            fail(owner.error().message);
        reportFloor(out, owner.value(), o.vaultPayments);
        return 0;
    }

    // The vault (the shared data set when it is there) and a window's session on it with its digest,
    // as the app reads it.
    const BenchArguments vaultArguments({u"--payments"_s, QString::number(o.vaultPayments), u"--dir"_s, o.dir}, {});
    const auto fill = [](PaymentStore &store, qint64 count) { writeBenchPayments(u"team"_s, store, count); };
    std::unique_ptr<Vault> vault = openBenchmarkVault(u"team"_s, vaultArguments, fill);
    if (!vault)
        return 1;
    std::unique_ptr<CacheSession> local = openBenchmarkWindowSession(u"team"_s, *vault);
    if (!local)
        return 1;

    // The cluster in --dir (the data set's disk, not /tmp), removed when the benchmark ends; without
    // --dir in the system's temporary folder (the scratch folder is closed to the postgres user).
    test::PgCluster::ignoreMachineSettings(scratch.path());
    if (o.dir != scratch.path())
        qputenv("TMPDIR", QFile::encodeName(o.dir));
    test::PgCluster cluster(ServerSettings);
    if (!cluster.isRunning())
        fail(cluster.problem());
    auto owner = test::createTeamDatabase(cluster);
    if (!owner)
        fail(owner.error());
    const QByteArray createManager = "CREATE ROLE " + ManagerLogin.toUtf8() + " LOGIN PASSWORD '"
                                     + ManagerPassword.toUtf8() + "' IN ROLE directdesk_manager";
    if (auto created = owner.value().exec(createManager.constData()); !created)
        fail(created.error().message);

    importVault(out, *vault, benchmarkCachePath(vaultArguments), cluster, o.vaultPayments);
    std::unique_ptr<server::PgStoreSession> desk = signIn(cluster);
    if (const QString differ = differences(local->payments(), desk->payments()); !differ.isEmpty())
        fail(u"after the import the server differs from the vault:\n"_s + differ);
    out.report(u"team.check.filters_compared"_s, double(gridFilters()), u"filters"_s);

    ExpectedTotals expected;
    writeTheRest(out, desk->payments(), o, expected);
    // After a load this size an administrator runs VACUUM (ANALYZE) (autovacuum would, later): the
    // planner's statistics and the visibility map the index-only scans need.
    QElapsedTimer timer;
    timer.start();
    if (auto vacuumed = owner.value().runScript("VACUUM (ANALYZE)"))
        fail(vacuumed->message);
    out.report(u"team.setup.vacuum_analyze_s"_s, millisecondsSince(timer) / 1000.0, u"s"_s);
    const qint64 stored = desk->payments().count({});
    if (stored != o.payments)
        fail(u"the server holds %1 payments, not %2"_s.arg(stored).arg(o.payments));
    if (totalsText(desk->payments().totals({})) != totalsText(expected.totals()))
        fail(u"the server's totals differ from the generator's"_s);
    out.report(u"team.payments"_s, double(stored), u"payments"_s);
    out.report(u"team.local.payments"_s, double(o.vaultPayments), u"payments"_s);
    if (auto size = owner.value().exec("SELECT pg_database_size('team')"))
        out.report(u"team.server.database_mib"_s, double(size->bytes(0, 0).toLongLong()) / 1048576.0, u"MiB"_s);

    // A limit on each read keeps a run with reads that take seconds to hours at all; what it cuts is
    // counted (team.cut) and timed at the limit.
    if (o.statementLimitMs > 0) {
        const QByteArray limit = "SET statement_timeout = " + QByteArray::number(o.statementLimitMs);
        if (auto set = desk->connection().exec(limit.constData()); !set)
            fail(set.error().message);
    }
    reportGrid(out, u"team"_s, measureGrid(desk->payments(), u"team"_s, o.details, o.statementLimitMs), true);
    if (auto reset = desk->connection().exec("RESET statement_timeout"); !reset)
        fail(reset.error().message);
    reportGrid(out, u"team.local"_s, measureGrid(local->payments(), u"local"_s, o.details), false);

    QString problem;
    const Payment model = BenchPaymentFactory().make(0);
    const auto followed = measureFollowers(
        *desk, cluster.conninfo(ManagerLogin, ManagerPassword, u"team"_s), o.followers, o.writes,
        [&model](int w) {
            Payment p = model;
            p.hash = u"follow%1"_s.arg(w, 26, 10, QChar(u'0'));
            p.merchantPaymentCode = u"follow-%1"_s.arg(w);
            return p;
        },
        problem);
    if (!followed)
        fail(problem);
    reportFollowers(out, *followed);
    out.report(u"team.peak_rss"_s, peakRssMiB(), u"MiB"_s);
    reportFloor(out, owner.value(), o.vaultPayments);
    // --hold: the cluster stays up for EXPLAIN ANALYZE by hand until a line arrives on standard input.
    if (app.arguments().contains(u"--hold"_s)) {
        std::fprintf(stderr, "bench_team: holding the server: psql \"%s\"; press Enter to end\n",
                     qPrintable(cluster.adminConninfo(u"team"_s)));
        std::getchar();
    }

    if (o.smoke) {
        QStringList expectedMetrics = gridMetrics(u"team"_s) + gridMetrics(u"team.local"_s);
        expectedMetrics << u"team.import.vault"_s << u"team.import.bulk"_s << u"team.setup.vacuum_analyze_s"_s
                        << u"team.payments"_s << u"team.follow.p50_ms"_s << u"team.follow.p95_ms"_s
                        << u"team.follow.max_ms"_s << u"team.server.database_mib"_s << u"team.import.floor_copy"_s
                        << u"team.import.floor_indexed"_s;
        const QStringList absent = out.missing(expectedMetrics);
        if (!absent.isEmpty())
            fail(u"figures missing or not sane: "_s + absent.join(u", "_s));
        if (followed->delaysMs.size() != qsizetype(o.followers) * o.writes)
            fail(u"%1 follower signals for %2 writes to %3 followers"_s.arg(followed->delaysMs.size())
                     .arg(o.writes)
                     .arg(o.followers));
    }
    return 0;
}
