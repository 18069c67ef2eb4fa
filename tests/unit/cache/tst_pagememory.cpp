// The allocator SQLite's page caches live in (core/cache/pagememory.h): the pages of a real cache
// come from it, every block keeps what is written to it through growth and across threads, and the
// pool stops at its limit while allocations beyond it still work.

#include "cachetestsupport.h"

#include "core/cache/pagememory.h"
#include "core/cache/vault.h"

#include <QTest>
#include <QThread>

#include <sqlite3.h>

#include <atomic>
#include <vector>

using namespace dd;
using namespace dd::test;
namespace PageMemory = dd::cache::PageMemory;

namespace {

constexpr int PageRequest = 4096 + 200;   // what a page cache asks for: a page and SQLite's header

void fill(void *block, int bytes, unsigned char seed)
{
    auto *bytesOf = static_cast<unsigned char *>(block);
    for (int i = 0; i < bytes; ++i)
        bytesOf[i] = static_cast<unsigned char>(seed + i * 31);
}

bool holds(const void *block, int bytes, unsigned char seed)
{
    const auto *bytesOf = static_cast<const unsigned char *>(block);
    for (int i = 0; i < bytes; ++i) {
        if (bytesOf[i] != static_cast<unsigned char>(seed + i * 31))
            return false;
    }
    return true;
}

} // namespace

class TestPageMemory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(PageMemory::install()); }

    void aCachesPagesComeFromThePool()
    {
        QTemporaryDir dir;
        Vault vault(dir.filePath(QStringLiteral("pages.ddc")), fastOptions());
        QVERIFY(vault.create(Passphrase, Passphrase));
        // More pages than SQLite's first bulk allocation per cache (20 pages), which is one malloc().
        QList<Payment> payments;
        for (int n = 0; n < 600; ++n)
            payments.append(makePayment(n));
        QVERIFY(vault.session()->payments().upsertMany(payments));
        QVERIFY(vault.session()->payments().findByHash(makePayment(7).hash).has_value());
        const PageMemory::Figures figures = PageMemory::figures();
        QVERIFY(figures.blocksInUse > 0);
        QVERIFY(figures.pooledBytes > 0);
    }

    void blocksKeepWhatIsWrittenThroughGrowth_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("grown");
        QTest::newRow("page block, grown past the pool's size") << PageRequest << 20000;
        QTest::newRow("page block, within its size") << 4100 << PageRequest;
        QTest::newRow("small block") << 24 << 900;
        QTest::newRow("large block") << 100000 << 300000;
        QTest::newRow("one byte") << 1 << 4097;
    }

    void blocksKeepWhatIsWrittenThroughGrowth()
    {
        QFETCH(int, first);
        QFETCH(int, grown);
        const qint64 before = PageMemory::figures().blocksInUse;
        void *block = sqlite3_malloc(first);
        QVERIFY(block);
        QVERIFY(sqlite3_msize(block) >= sqlite3_uint64(first));
        QCOMPARE(reinterpret_cast<quintptr>(block) % 16, quintptr(0));
        fill(block, first, 7);
        void *larger = sqlite3_realloc(block, grown);
        QVERIFY(larger);
        QVERIFY(sqlite3_msize(larger) >= sqlite3_uint64(grown));
        QVERIFY(holds(larger, first, 7));
        fill(larger, grown, 9);
        void *smaller = sqlite3_realloc(larger, first);
        QVERIFY(smaller);
        QVERIFY(holds(smaller, first, 9));
        sqlite3_free(smaller);
        QCOMPARE(PageMemory::figures().blocksInUse, before);
    }

    void threadsShareThePool()
    {
        const qint64 before = PageMemory::figures().blocksInUse;
        std::atomic<int> damaged{0};
        std::vector<QThread *> threads;
        for (int t = 0; t < 4; ++t) {
            threads.push_back(QThread::create([t, &damaged] {
                std::vector<void *> live(64, nullptr);
                for (int i = 0; i < 20000; ++i) {
                    void *&slot = live[size_t(i) % live.size()];
                    const auto seed = static_cast<unsigned char>(t * 64 + i % 64);
                    if (slot) {
                        if (!holds(slot, PageRequest, static_cast<unsigned char>(seed)))
                            ++damaged;
                        sqlite3_free(slot);
                    }
                    slot = sqlite3_malloc(PageRequest);
                    if (slot)
                        fill(slot, PageRequest, seed);
                }
                for (void *block : live)
                    sqlite3_free(block);
            }));
        }
        for (QThread *thread : threads)
            thread->start();
        for (QThread *thread : threads) {
            QVERIFY(thread->wait(60000));
            delete thread;
        }
        QCOMPARE(damaged.load(), 0);
        QCOMPARE(PageMemory::figures().blocksInUse, before);
    }

    void thePoolStopsAtItsLimit()
    {
        // More page blocks than the pool holds: the rest come from malloc(), and all of them work.
        const qint64 wanted = PageMemory::MostPooledBytes / PageRequest + 2000;
        std::vector<void *> blocks;
        blocks.reserve(size_t(wanted));
        for (qint64 i = 0; i < wanted; ++i) {
            void *block = sqlite3_malloc(PageRequest);
            QVERIFY(block);
            static_cast<unsigned char *>(block)[0] = 1;
            static_cast<unsigned char *>(block)[PageRequest - 1] = 2;
            blocks.push_back(block);
        }
        QCOMPARE(PageMemory::figures().pooledBytes, PageMemory::MostPooledBytes);
        QVERIFY(PageMemory::figures().blocksInUse < wanted);
        for (void *block : blocks)
            sqlite3_free(block);
    }
};

QTEST_GUILESS_MAIN(TestPageMemory)
#include "tst_pagememory.moc"
