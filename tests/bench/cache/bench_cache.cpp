// Benchmark of the encrypted cache at merchant scale (default 1,000,000 payments, 10% with refunds).
// Prints JSON lines in the tests/bench/support/benchreport.h format: upsert rate encrypted and
// unencrypted, file sizes, unlock time, first/next page over every filter × sort, totals, counts
// and row jumps, the next page from the middle of every sort, and what 100 rows read at random
// cost. With --details it also prints one line per filter × sort.
//
// cache.upsert writes the payments as the app's refreshes do: one upsertMany transaction per batch of
// --batch. cache.import writes them once more, into a second file, as one PaymentImport (one
// transaction, the secondary indexes built by sorting at the end), as demo data and `import` load
// them; cache.import.no_index writes the same import into a third file whose payments table has no
// secondary indexes at all: the rate the bulk path is measured against (ratio.cache.import_vs_no_index).
// Each import runs twice (with, without, without, with: an import's place in the run moves its
// rate) and ends with its write-ahead log checkpointed into the database file.
// cache.import.index_builds is what the payments indexes cost SQLite alone in one sort buffer, on one
// thread: dropped and built again (CREATE INDEX, nothing measured first) on the imported table, in a
// transaction rolled back; cache.import.floor is the no-index import plus that time
// (ratio.cache.import_floor_vs_no_index): the floor of an import that builds them that way. The
// import into an empty cache sorts in runs on a worker thread instead (core/cache/indexrebuild.h).
//
//   bench_cache [--payments N] [--batch N] [--dir PATH] [--skip-plain] [--skip-import] [--upsert-only]
//               [--import-only] [--reads-only] [--no-digest] [--details]

#include "unencryptedsession.h"

#include "tests/bench/support/benchpayments.h"
#include "tests/bench/support/benchreadcases.h"
#include "tests/bench/support/benchreport.h"

#include "core/cache/bulkwritesettings.h"
#include "core/cache/indexrebuild.h"
#include "core/cache/paymentimport.h"
#include "core/cache/vault.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimeZone>

#include <algorithm>
#include <cstdio>
#include <ctime>

#include <unistd.h>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

const QString Passphrase = u"benchmark passphrase 2026"_s;

void print(const QJsonObject &line)
{
    std::fputs(QJsonDocument(line).toJson(QJsonDocument::Compact).constData(), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

double msSince(const QElapsedTimer &timer) { return double(timer.nsecsElapsed()) / 1e6; }

// CPU time of this thread: on a shared machine, wall time also counts other processes.
double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

struct UpsertFigures
{
    double seconds = 0;
    double cpuSeconds = 0;
    double commitSeconds = 0;   // of a PaymentImport: the secondary indexes built by sorting
    // Of a PaymentImport: the pages its commit read from the file per page the file held before it;
    // about the table's share of the file when each CREATE INDEX finds the table in the page cache.
    double commitReadsPerPage = 0;
    qint64 refunds = 0;
};

enum class Writes { PerBatch, OneImport };

// `total` payments in batches of `batch`: one upsertMany transaction a batch (the app's writes), or
// one PaymentImport (one transaction, indexes built at the end).
UpsertFigures fill(CacheSession &session, qint64 total, int batch, Writes writes)
{
    bench::BenchPaymentFactory factory(bench::BenchPaymentFactory::Extras::WithAnswersAndRefunds);
    UpsertFigures figures;
    QElapsedTimer timer;
    // Times `write` (wall and this thread's CPU) into the figures.
    auto measured = [&](auto write) {
        timer.start();
        const double cpuBefore = threadCpuSeconds();
        const auto written = write();
        figures.cpuSeconds += threadCpuSeconds() - cpuBefore;
        figures.seconds += double(timer.nsecsElapsed()) / 1e9;
        if (!written) {
            std::fprintf(stderr, "upsert failed: %s\n", qPrintable(written.error().message));
            std::exit(1);
        }
    };
    std::unique_ptr<PaymentImport> import;
    if (writes == Writes::OneImport) {
        measured([&] {
            auto begun = PaymentImport::begin(session.payments(), total);
            if (begun)
                import = std::move(begun).value();
            return begun ? Result<qint64, StoreError>(0) : Result<qint64, StoreError>(begun.error());
        });
    }
    for (qint64 done = 0; done < total;) {
        QList<Payment> payments;
        const qint64 size = std::min<qint64>(batch, total - done);
        payments.reserve(size);
        for (qint64 i = 0; i < size; ++i)
            payments.append(factory.make(done + i));
        measured([&] { return import ? import->add(payments) : session.payments().upsertMany(payments); });
        done += size;
    }
    if (import) {
        const double before = figures.seconds;
        const qint64 pages = session.database().queryText("PRAGMA page_count").toLongLong();
        const qint64 readBefore = session.database().pagesRead();
        // Done when the payments are in the database file: a commit whose write-ahead log outgrew
        // the checkpoint threshold (the import with its indexes) copied it there already; one that
        // did not (the import without them, about 500 MiB) would leave that copy to a later write.
        measured([&] {
            auto committed = import->commit();
            if (committed && session.database().execute("PRAGMA wal_checkpoint(TRUNCATE)"))
                return Result<qint64, StoreError>(StoreError{StoreError::Kind::Storage, u"checkpoint failed"_s});
            return committed;
        });
        figures.commitSeconds = figures.seconds - before;
        const qint64 read = session.database().pagesRead() - readBefore;
        figures.commitReadsPerPage = double(read) / double(std::max<qint64>(pages, 1));
    }
    figures.refunds = factory.refunds();
    return figures;
}

// Drops every secondary index of payments (payments_by_hash stays: each write finds its payment by
// it), so that an import into this session measures what writing the rows alone costs.
void dropSecondaryIndexes(CacheSession &session)
{
    cache::Database &db = session.database();
    QList<QByteArray> names;
    {
        cache::Statement indexes = db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' "
                                              "AND tbl_name = 'payments' AND sql IS NOT NULL AND name != 'payments_by_hash'");
        while (indexes.step() == cache::Statement::Step::Row)
            names.append(indexes.columnUtf8(0));
    }
    for (const QByteArray &name : std::as_const(names)) {
        const QByteArray drop = "DROP INDEX " + name;
        if (auto error = db.execute(drop.constData())) {
            std::fprintf(stderr, "could not drop %s: %s\n", name.constData(), qPrintable(error->message));
            std::exit(1);
        }
    }
}

// Seconds SQLite takes to build the payments indexes again on the table as it is (which holds rows:
// one sort buffer), with the page cache an import has; rolled back.
double indexBuildSeconds(CacheSession &session)
{
    cache::Database &db = session.database();
    cache::BulkWriteSettings settings(db);
    settings.raisePageCache(PaymentImport::ImportPageCacheKib);
    if (auto error = db.execute("BEGIN")) {
        std::fprintf(stderr, "could not begin: %s\n", qPrintable(error->message));
        std::exit(1);
    }
    cache::IndexRebuild indexes(db, "payments");
    auto failed = indexes.dropAllExcept("payments_by_hash");
    QElapsedTimer timer;
    timer.start();
    if (!failed)
        failed = indexes.rebuild();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (failed) {
        std::fprintf(stderr, "the index builds failed: %s\n", qPrintable(failed->message));
        std::exit(1);
    }
    db.execute("ROLLBACK");
    return seconds;
}

qint64 checkpointedSize(CacheSession &session, const QString &path)
{
    session.database().execute("PRAGMA wal_checkpoint(TRUNCATE)");
    return QFileInfo(path).size() + QFileInfo(path + u"-wal"_s).size();
}

using bench::ReadCase;
using bench::readCases;
using bench::Better;
using bench::report;

bool g_details = false;

// The detail lines (one per filter × sort) are printed only with --details.
void detail(const QJsonObject &line)
{
    if (g_details)
        print(line);
}

void benchReads(PaymentStore &store)
{
    constexpr int Page = 100;
    QList<double> firstPages;
    QList<double> nextPages;
    double worstTotals = 0;
    for (const ReadCase &readCase : readCases()) {
        for (int c = 0; c < int(PaymentSort::Column::Count); ++c) {
            for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                const PaymentSort sort{PaymentSort::Column(c), order};
                QElapsedTimer timer;
                timer.start();
                const QList<PaymentRow> first = store.rows(readCase.filter, sort, std::nullopt, Page);
                const double firstMs = msSince(timer);
                double nextMs = 0;
                if (!first.isEmpty()) {
                    timer.restart();
                    store.rows(readCase.filter, sort, PaymentStore::keyOf(first.last(), sort), Page);
                    nextMs = msSince(timer);
                    nextPages.append(nextMs);
                }
                firstPages.append(firstMs);
                detail({{u"detail"_s, u"page"_s}, {u"filter"_s, readCase.name}, {u"sort"_s, c},
                        {u"order"_s, order == Qt::AscendingOrder ? u"asc"_s : u"desc"_s},
                        {u"first_ms"_s, firstMs}, {u"next_ms"_s, nextMs}, {u"rows"_s, first.size()}});
            }
        }
        QElapsedTimer timer;
        timer.start();
        const QList<PaymentTotal> totals = store.totals(readCase.filter);
        const double totalsMs = msSince(timer);
        worstTotals = std::max(worstTotals, totalsMs);
        detail({{u"detail"_s, u"totals"_s}, {u"filter"_s, readCase.name}, {u"ms"_s, totalsMs},
                {u"groups"_s, totals.size()}});
    }
    std::sort(firstPages.begin(), firstPages.end());
    std::sort(nextPages.begin(), nextPages.end());
    report(u"cache.page.first.max"_s, firstPages.last(), u"ms"_s, 20, Better::Lower);
    report(u"cache.page.first.median"_s, firstPages.at(firstPages.size() / 2), u"ms"_s);
    report(u"cache.page.next.max"_s, nextPages.last(), u"ms"_s);
    report(u"cache.page.next.median"_s, nextPages.at(nextPages.size() / 2), u"ms"_s);
    report(u"cache.totals.max"_s, worstTotals, u"ms"_s, 300, Better::Lower);
}

// A next page far from the start of every sort, unfiltered: the page after the row in the middle.
// In a sort with many equal values (status, currency, method, country, an unset confirm date) that
// row sits deep inside a tie, and the page must start there without reading the tie before it.
void benchDeepPages(PaymentStore &store)
{
    QList<double> pages;
    for (int c = 0; c < int(PaymentSort::Column::Count); ++c) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const PaymentSort sort{PaymentSort::Column(c), order};
            const PageAnchors anchors = store.anchors({}, sort, 100'000);
            if (anchors.keys.isEmpty())
                continue;
            const PageKey &middle = anchors.keys.at(anchors.keys.size() / 2);
            QElapsedTimer timer;
            timer.start();
            const QList<PaymentRow> page = store.rows({}, sort, middle, 100);
            pages.append(msSince(timer));
            detail({{u"detail"_s, u"deep_page"_s}, {u"sort"_s, c},
                    {u"order"_s, order == Qt::AscendingOrder ? u"asc"_s : u"desc"_s}, {u"ms"_s, pages.last()},
                    {u"rows"_s, page.size()}});
        }
    }
    std::sort(pages.begin(), pages.end());
    report(u"cache.page.next_deep.max"_s, pages.last(), u"ms"_s);
    report(u"cache.page.next_deep.median"_s, pages.at(pages.size() / 2), u"ms"_s);
}

// What one page of rows in a random order costs at least: 100 rows read by id at random, right after
// unlocking (their pages neither in SQLite's cache nor decrypted yet). A next page of a sort that
// scatters rows (amount, hash, name) reads about this many pages.
void benchRandomRows(PaymentStore &store, qint64 total)
{
    QRandomGenerator random(20261122);
    QList<double> pages;
    for (int page = 0; page < 20; ++page) {
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 100; ++i) {
            if (!store.rowById(1 + random.bounded(total))) {
                std::fprintf(stderr, "a row of the data set is missing\n");
                std::exit(1);
            }
        }
        pages.append(msSince(timer));
    }
    std::sort(pages.begin(), pages.end());
    report(u"cache.random_rows.page_median"_s, pages.at(pages.size() / 2), u"ms"_s);
    report(u"cache.random_rows.page_max"_s, pages.last(), u"ms"_s);
}

void benchCountsAndJumps(PaymentStore &store)
{
    double worstCount = 0;
    for (const ReadCase &readCase : readCases()) {
        // A filter the store has not counted yet (counts are cached until the next write).
        PaymentFilter filter = readCase.filter;
        filter.maxAmount = filter.maxAmount.value_or(1'000'000'000) + 1;
        QElapsedTimer timer;
        timer.start();
        const qint64 count = store.count(filter);
        worstCount = std::max(worstCount, msSince(timer));
        detail({{u"detail"_s, u"count"_s}, {u"filter"_s, readCase.name}, {u"ms"_s, msSince(timer)}, {u"count"_s, count}});
    }
    report(u"cache.count.max"_s, worstCount, u"ms"_s);
    const PaymentSort sort{PaymentSort::Column::Amount, Qt::DescendingOrder};
    QElapsedTimer timer;
    timer.start();
    const PageAnchors anchors = store.anchors({}, sort);
    report(u"cache.jump.anchors"_s, msSince(timer), u"ms"_s);
    double worstJump = 0;
    for (qint64 row : {qint64(0), anchors.rowCount / 2 + 777, anchors.rowCount - 50}) {
        timer.restart();
        store.rowsAt(anchors, row, 100);
        worstJump = std::max(worstJump, msSince(timer));
    }
    report(u"cache.jump.page.max"_s, worstJump, u"ms"_s, 20, Better::Lower);
    // The middle of every filter in the list's opening order, reached as the table model reaches it
    // when the scroll bar is dragged there: one page after skipping half the matches.
    const PaymentSort opening{PaymentSort::Column::OpenDate, Qt::DescendingOrder};
    double worstFilteredJump = 0;
    for (const ReadCase &readCase : readCases()) {
        const qint64 skip = store.count(readCase.filter) / 2;
        const PageAnchors block{readCase.filter, opening, int(skip + 1), 0, {}};
        timer.restart();
        const QList<PaymentRow> rows = store.rowsAt(block, skip, 100);
        const double ms = msSince(timer);
        worstFilteredJump = std::max(worstFilteredJump, ms);
        detail({{u"detail"_s, u"filtered_jump"_s}, {u"filter"_s, readCase.name}, {u"skip"_s, skip}, {u"ms"_s, ms},
                {u"rows"_s, rows.size()}});
    }
    report(u"cache.jump.filtered_middle.max"_s, worstFilteredJump, u"ms"_s);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    auto option = [&args](const QString &name, const QString &fallback) {
        const qsizetype at = args.indexOf(name);
        return at >= 0 && at + 1 < args.size() ? args.at(at + 1) : fallback;
    };
    const qint64 total = option(u"--payments"_s, u"1000000"_s).toLongLong();
    const int batch = option(u"--batch"_s, u"10000"_s).toInt();
    g_details = args.contains(u"--details"_s);
    QTemporaryDir scratch;
    const QString dir = option(u"--dir"_s, scratch.path());
    QDir().mkpath(dir);
    const QString encryptedPath = dir + u"/bench-encrypted.ddc"_s;
    const QString plainPath = dir + u"/bench-plain.db"_s;
    if (!args.contains(u"--reads-only"_s)) {
        for (const QString &path : {encryptedPath, Vault::keySlotPath(encryptedPath), plainPath})
            QFile::remove(path);
    }

    // --reads-only: reuse the encrypted cache a previous run left in --dir and measure reads only.
    const bool readsOnly = args.contains(u"--reads-only"_s) && QFile::exists(encryptedPath);
    // --import-only: the bulk import and its no-index baseline, nothing else.
    const bool importOnly = args.contains(u"--import-only"_s);
    UpsertFigures encrypted;
    qint64 encryptedBytes = 0;
    if (!readsOnly && !importOnly) {
        Vault vault(encryptedPath);
        if (!vault.create(Passphrase, Passphrase)) {
            std::fprintf(stderr, "could not create the vault\n");
            return 1;
        }
        encrypted = fill(*vault.session(), total, batch, Writes::PerBatch);
        encryptedBytes = checkpointedSize(*vault.session(), encryptedPath);
    }
    if (!readsOnly && !importOnly) {
        report(u"cache.upsert"_s, double(total) / encrypted.seconds, u"payments/s"_s);
        report(u"cache.upsert.writer_cpu"_s, double(total) / encrypted.cpuSeconds, u"payments/CPU-s"_s);
        report(u"cache.file_size"_s, double(encryptedBytes) / 1048576.0, u"MiB"_s);
    }
    if (!readsOnly && !importOnly && !args.contains(u"--skip-plain"_s)) {
        auto plain = cache::UnencryptedBenchmarkAccess::create(plainPath, systemCacheClock());
        if (!plain) {
            std::fprintf(stderr, "could not create the unencrypted store\n");
            return 1;
        }
        const UpsertFigures figures = fill(*plain, total, batch, Writes::PerBatch);
        const qint64 plainBytes = checkpointedSize(*plain, plainPath);
        plain.reset();
        QFile::remove(plainPath);
        report(u"cache.upsert.unencrypted"_s, double(total) / figures.seconds, u"payments/s"_s);
        report(u"cache.upsert.unencrypted_speedup"_s, encrypted.seconds / figures.seconds, u"x"_s, 1.5, Better::Lower);
        report(u"cache.upsert.unencrypted_speedup_cpu"_s, encrypted.cpuSeconds / figures.cpuSeconds, u"x"_s);
        report(u"cache.size_ratio"_s, double(encryptedBytes) / double(plainBytes), u"x"_s, 1.3, Better::Lower);
    }
    if (!readsOnly && !args.contains(u"--skip-import"_s)) {
        // The bulk import and the same payments into a table without secondary indexes, each twice,
        // in the order with, without, without, with: an import's place in the run moves its rate
        // (the same bulk import measured twice in one run: 34.1 s, then 31.5 s), so each kind is
        // measured once early and once late. Each rate is reported for both imports of its kind;
        // the ratio divides their medians.
        double indexBuilds = 0;
        for (const bool withIndexes : {true, false, false, true}) {
            const QString importPath = dir + (withIndexes ? u"/bench-import.ddc"_s : u"/bench-import-no-index.ddc"_s);
            const QStringList importFiles{importPath, Vault::keySlotPath(importPath), importPath + u"-wal"_s,
                                          importPath + u"-shm"_s};
            const auto removeImport = [&importFiles] {
                for (const QString &path : importFiles)
                    QFile::remove(path);
            };
            removeImport();
            ::sync();   // nothing of the earlier imports left for the system to write back meanwhile
            {
                Vault vault(importPath);
                if (!vault.create(Passphrase, Passphrase)) {
                    std::fprintf(stderr, "could not create the import vault\n");
                    return 1;
                }
                if (!withIndexes)
                    dropSecondaryIndexes(*vault.session());
                const UpsertFigures figures = fill(*vault.session(), total, batch, Writes::OneImport);
                if (!withIndexes) {
                    report(u"cache.import.no_index"_s, double(total) / figures.seconds, u"payments/s"_s);
                    report(u"cache.import.floor"_s, double(total) / (figures.seconds + indexBuilds), u"payments/s"_s);
                    report(u"cache.import.no_index.writer_cpu"_s, double(total) / figures.cpuSeconds,
                           u"payments/CPU-s"_s);
                } else {
                    report(u"cache.import"_s, double(total) / figures.seconds, u"payments/s"_s);
                    report(u"cache.import.writer_cpu"_s, double(total) / figures.cpuSeconds, u"payments/CPU-s"_s);
                    // Its two phases: the rows written while the secondary indexes are dropped, then
                    // the commit, which builds the indexes and writes what the page cache still holds.
                    report(u"cache.import.rows_phase"_s, double(total) / (figures.seconds - figures.commitSeconds),
                           u"payments/s"_s);
                    report(u"cache.import.commit"_s, figures.commitSeconds, u"s"_s);
                    report(u"cache.import.commit_reads_per_page"_s, figures.commitReadsPerPage, u"x"_s);
                    if (indexBuilds == 0) {   // once: the floor of both imports without indexes
                        indexBuilds = indexBuildSeconds(*vault.session());
                        report(u"cache.import.index_builds"_s, indexBuilds, u"s"_s);
                    }
                }
            }
            removeImport();
        }
    }
    if (args.contains(u"--upsert-only"_s) || importOnly)
        return 0;
    // The writes above leave gigabytes for the system to write back; the reads below would otherwise
    // be timed against that disk traffic (a next page took 76 ms instead of 34 in one such run).
    if (!readsOnly)
        ::sync();

    VaultOptions options;
    options.paymentDigest = !args.contains(u"--no-digest"_s);   // as the app opens its cache
    Vault vault(encryptedPath, options);
    QElapsedTimer timer;
    timer.start();
    if (!vault.unlock(Passphrase)) {
        std::fprintf(stderr, "could not unlock\n");
        return 1;
    }
    report(u"cache.unlock"_s, msSince(timer), u"ms"_s, 1000, Better::Lower);
    // The app's reads use the digest once it is read, in the background, after the unlock: the
    // reads below are timed from then on. Until then (and after each write, until the next digest)
    // the SQL plans answer: --no-digest times those alone.
    if (options.paymentDigest) {
        timer.restart();
        if (!vault.session()->payments().waitForDigest()) {
            std::fprintf(stderr, "could not read the digest\n");
            return 1;
        }
        report(u"cache.digest.read"_s, msSince(timer), u"ms"_s);
        report(u"cache.digest.memory"_s, double(vault.session()->payments().digestBytes()) / (1024.0 * 1024.0),
               u"MiB"_s);
    }
    benchRandomRows(vault.session()->payments(), total);
    benchReads(vault.session()->payments());
    benchCountsAndJumps(vault.session()->payments());
    benchDeepPages(vault.session()->payments());
    bench::reportPeakRss(u"cache"_s);
    return 0;
}
