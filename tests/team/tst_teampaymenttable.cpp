// The payments table over the team server (a real throw-away PostgreSQL cluster), with every read in
// the background: the first screen, the count, next pages and far jumps are read by SQL on the
// server on the model's workers, never on the GUI thread, and page like the server's own order in
// sorts and filters; a filter change drops the answer of a read in flight; a payment written by
// another desk appears after a refresh; a server that goes away leaves the rows shown and is said to
// be unreachable, and the model reads again once it is back.
#include "storefixture.h"
#include "teamdatabase.h"

#include "core/server/pgconnection.h"
#include "core/server/store/pgstoresession.h"
#include "core/server/teamschema.h"
#include "models/paymenttablemodel.h"
#include "support/pgcluster.h"
#include "unit/models/recordingsession.h"

#include <QAbstractItemModelTester>
#include <QGuiApplication>
#include <QMutex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>

using namespace dd;
using namespace dd::server;
using namespace Qt::StringLiterals;
using dd::test::PgCluster;
using dd::test::arrives;
using dd::test::counted;
using dd::test::ReadLog;
using Column = PaymentTableModel::Column;

namespace {

const QString OperatorPassword = u"team pages 2026"_s;
constexpr int Count = 1100;   // five full pages and a short last one
constexpr int PageSize = PaymentTableModel::PageSize;

} // namespace

class TestTeamPaymentTable : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void theTableIsReadOnTheServerOffTheGuiThread();
    void pagesFollowTheServerInSortsAndFilters_data();
    void pagesFollowTheServerInSortsAndFilters();
    void aFilterChangeDropsTheAnswerOfAReadInFlight();
    void aPaymentWrittenAtAnotherDeskAppearsAfterARefresh();
    void aServerGoneKeepsTheRowsAndIsReadAgainWhenBack();

private:
    // Read on the model's workers: the cluster's port changes when it is started again.
    QString deskConninfo() const
    {
        QMutexLocker lock(&m_conninfoMutex);
        return m_deskConninfo;
    }
    void setDeskConninfo()
    {
        QMutexLocker lock(&m_conninfoMutex);
        m_deskConninfo = m_cluster->conninfo(u"desk"_s, OperatorPassword, u"team"_s);
    }
    void openModel();
    // The count and the whole first page (read as its first screen, then the rest): no read left
    // on its way that a test holding the GUI thread would wait for.
    bool firstScreen()
    {
        return counted(*m_model) && arrives(*m_model, 0)
               && arrives(*m_model, std::min(m_model->rowCount(), PageSize) - 1);
    }
    // The server's own order, read by the test on its own connection.
    QStringList order(const PaymentFilter &filter = {}, const PaymentSort &sort = {})
    {
        return test::hashesOf(m_writer->payments().rows(filter, sort, std::nullopt, Count + 10));
    }

    std::unique_ptr<PgCluster> m_cluster;
    QTemporaryDir m_home;
    std::unique_ptr<PgStoreSession> m_writer;   // another desk: writes and reads the expected order
    mutable QMutex m_conninfoMutex;
    QString m_deskConninfo;
    std::shared_ptr<ReadLog> m_log;
    std::unique_ptr<PaymentTableModel> m_model;
    test::StoreFixture m_fixture;
};

void TestTeamPaymentTable::initTestCase()
{
    PgCluster::ignoreMachineSettings(m_home.path());
    m_cluster = std::make_unique<PgCluster>();
    QVERIFY2(m_cluster->isRunning(), qPrintable(m_cluster->problem()));
    auto created = test::createTeamDatabase(*m_cluster);
    QVERIFY2(created, qPrintable(created ? QString() : created.error()));
    PgConnection owner = std::move(created).value();
    for (const auto &[login, group, rank] : {std::tuple{"mara", TeamSchema::ManagerRole, 2},
                                             std::tuple{"desk", TeamSchema::FinanceRole, 0}}) {
        const QByteArray create = QByteArray("CREATE ROLE ") + login + " LOGIN PASSWORD '" + OperatorPassword.toUtf8()
                                  + "' IN ROLE " + group;
        QVERIFY(owner.exec(create.constData()));
        QVERIFY(owner.exec("INSERT INTO directdesk.operators(login, name, role) VALUES ($1, $2, $3)",
                           {QByteArray(login), QByteArray(login).toUpper(), QByteArray::number(rank)}));
    }
    auto opened = PgStoreSession::open(m_cluster->conninfo(u"mara"_s, OperatorPassword, u"team"_s));
    QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
    m_writer = std::move(opened).value();
    const auto written = m_writer->payments().upsertMany(m_fixture.payments(Count));
    QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    QCOMPARE(written.value(), qint64(Count));
    setDeskConninfo();
}

void TestTeamPaymentTable::openModel()
{
    m_log = std::make_shared<ReadLog>();
    SessionOpener desk = [this] { return PgStoreOpener(deskConninfo()).openStoreSession(); };
    m_model = std::make_unique<PaymentTableModel>(test::recordingSessions(desk, m_log));
    new QAbstractItemModelTester(m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest, m_model.get());
}

void TestTeamPaymentTable::cleanup()
{
    if (m_log)
        m_log->openGate();
    m_model.reset();
    if (m_log) {
        QCOMPARE(m_log->readsOn(QThread::currentThread()), 0);
        QVERIFY(!m_log->openedOnGuiThread());
    }
    m_log.reset();
}

void TestTeamPaymentTable::theTableIsReadOnTheServerOffTheGuiThread()
{
    openModel();
    QCOMPARE(m_model->rowCount(), 0);
    QVERIFY(m_model->isCounting());
    QVERIFY(firstScreen());
    QCOMPARE(m_model->rowCount(), Count);
    const QStringList expected = order();
    for (int row : {0, PageSize - 1, Count - 1, 3 * PageSize + 7, PageSize})
        QVERIFY(arrives(*m_model, row));
    for (int row : {0, PageSize - 1, Count - 1, 3 * PageSize + 7, PageSize})
        QCOMPARE(m_model->hashAt(row), expected.at(row));
    const auto stored = m_writer->payments().findByHash(expected.at(Count - 1));
    QVERIFY(stored);
    QCOMPARE(m_model->data(m_model->index(Count - 1, int(Column::Amount)), PaymentTableModel::AmountHundredthsRole)
                 .toLongLong(),
             stored->amountExt.hundredths());
    QCOMPARE(m_log->sessionsOpened(), 2);   // one connection per worker, kept for every page
    QVERIFY(!m_log->pageReads().isEmpty());
}

void TestTeamPaymentTable::pagesFollowTheServerInSortsAndFilters_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("order");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("currency");
    QTest::newRow("newest first") << int(Column::OpenDate) << int(Qt::DescendingOrder) << QString() << QString();
    QTest::newRow("amount ascending") << int(Column::Amount) << int(Qt::AscendingOrder) << QString() << QString();
    QTest::newRow("customer, text search") << int(Column::Customer) << int(Qt::DescendingOrder) << u"ana"_s
                                           << QString();
    QTest::newRow("hash, one currency") << int(Column::Hash) << int(Qt::AscendingOrder) << QString() << u"BRL"_s;
}

void TestTeamPaymentTable::pagesFollowTheServerInSortsAndFilters()
{
    QFETCH(int, column);
    QFETCH(int, order);
    QFETCH(QString, text);
    QFETCH(QString, currency);
    openModel();
    PaymentFilter filter;
    filter.text = text;
    filter.currency = currency;
    m_model->setFilter(filter);
    m_model->sort(column, Qt::SortOrder(order));
    QVERIFY(firstScreen());
    const QStringList expected = this->order(filter, m_model->paymentSort());
    QVERIFY(expected.size() > PageSize);
    QCOMPARE(m_model->rowCount(), int(expected.size()));
    // The last page first (a far jump read from the end), then every page backwards and forwards.
    QList<int> rows{int(expected.size()) - 1};
    for (int row = int(expected.size()) - 1 - PageSize; row >= 0; row -= PageSize)
        rows.append(row);
    for (int row = PageSize; row < expected.size(); row += PageSize)
        rows.append(row);
    for (int row : std::as_const(rows)) {
        QVERIFY(arrives(*m_model, row));
        const int first = row / PageSize * PageSize;
        for (int r = first; r < std::min<int>(first + PageSize, int(expected.size())); ++r)
            QCOMPARE(m_model->hashAt(r), expected.at(r));
    }
    QVERIFY(m_model->loadedRowCount() <= PaymentTableModel::WindowPages * PageSize);
}

void TestTeamPaymentTable::aFilterChangeDropsTheAnswerOfAReadInFlight()
{
    openModel();
    QVERIFY(firstScreen());
    m_log->closeGate();
    test::ask(*m_model, PageSize + 5);   // page 1 of every payment: held
    QVERIFY(m_log->waitForHeldReads());
    PaymentFilter brl;
    brl.currency = u"BRL"_s;   // 440 payments: page 1 exists there too
    m_model->setFilter(brl);
    QVERIFY(counted(*m_model));   // the new filter's count lands first: its pages are known
    const QStringList expected = order(brl);
    QCOMPARE(m_model->rowCount(), int(expected.size()));
    m_log->openGate();
    QVERIFY(arrives(*m_model, 0));
    // The held answer landed before the new filter's first page was read (one read at a time) and
    // was dropped: every row loaded is the new filter's, in its place.
    QVERIFY(arrives(*m_model, PageSize + 5));
    for (int row = 0; row < m_model->rowCount(); ++row) {
        if (const auto loaded = m_model->rowAt(row))
            QCOMPARE(loaded->payment.hash, expected.at(row));
    }
    for (int row = PageSize; row < 2 * PageSize; ++row)
        QCOMPARE(m_model->rowAt(row)->payment.currencyExt, u"BRL"_s);
}

void TestTeamPaymentTable::aPaymentWrittenAtAnotherDeskAppearsAfterARefresh()
{
    openModel();
    QVERIFY(firstScreen());
    const int before = m_model->rowCount();
    Payment newest = m_fixture.payment(Count + 1);
    newest.openDate = test::StoreFixture::at(Q_INT64_C(1893456000000));   // 2030: sorts first
    QVERIFY(m_writer->payments().upsert(newest));
    QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);
    m_model->refresh();
    QVERIFY(counted(*m_model));
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(m_model->rowCount(), before + 1);
    QCOMPARE(m_model->hashAt(0), newest.hash);
}

void TestTeamPaymentTable::aServerGoneKeepsTheRowsAndIsReadAgainWhenBack()
{
    openModel();
    QVERIFY(firstScreen());
    const QStringList expected = order();
    const int shown = m_model->rowCount();
    QSignalSpy failed(m_model.get(), &PaymentTableModel::readFailed);
    QSignalSpy resets(m_model.get(), &QAbstractItemModel::modelReset);
    QSignalSpy removed(m_model.get(), &QAbstractItemModel::rowsRemoved);
    QVERIFY(m_cluster->stop());
    m_model->data(m_model->index(4 * PageSize, 0));   // its connection is gone
    QVERIFY(failed.wait(60000));
    m_model->refresh();   // the counter's connection too: no count of zero rows
    QVERIFY(failed.wait(60000));
    m_model->data(m_model->index(4 * PageSize, 0));   // no connection can be opened now
    QVERIFY(failed.wait(60000));
    QCOMPARE(m_model->rowCount(), shown);
    QCOMPARE(m_model->hashAt(0), expected.at(0));
    QVERIFY(m_model->hashAt(4 * PageSize).isEmpty());
    QCOMPARE(resets.size(), 0);
    QCOMPARE(removed.size(), 0);

    QVERIFY(m_cluster->start());
    setDeskConninfo();
    auto reopened = PgStoreSession::open(m_cluster->conninfo(u"mara"_s, OperatorPassword, u"team"_s));
    QVERIFY2(reopened, qPrintable(reopened ? QString() : reopened.error().message));
    m_writer = std::move(reopened).value();
    QVERIFY(arrives(*m_model, 4 * PageSize));
    QCOMPARE(m_model->hashAt(4 * PageSize), order().at(4 * PageSize));
    m_model->refresh();
    QVERIFY(counted(*m_model));
    QCOMPARE(m_model->rowCount(), int(order().size()));
}

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    TestTeamPaymentTable test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_teampaymenttable.moc"
