// The main window against a temporary cache: filter bar → model filter, selection across a
// refresh, rows copied as TSV, layout reset and remembered columns, auto-lock, secret clipboard.
#include "core/cache/vault.h"
#include "core/sync/paymentoperations.h"
#include "sandbox/sandboxserver.h"
#include "testclient.h"
#include "models/paymenttablemodel.h"
#include "ui/detailpane.h"
#include "ui/filterbar.h"
#include "ui/idlelock.h"
#include "ui/mainwindow.h"
#include "ui/messagebox.h"
#include "ui/paymentactions.h"
#include "ui/paymentstableview.h"
#include "ui/refundspanel.h"
#include "ui/reports/exportdialog.h"
#include "ui/secretclipboard.h"
#include "ui/statuspanel.h"
#include "ui/statuspanel.h"

#include <QLabel>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateEdit>
#include <QDialog>
#include <QHeaderView>
#include <QTimer>
#include <QLineEdit>
#include <QNetworkAccessManager>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSemaphore>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {
const QString Passphrase = u"correct horse 42 battery"_s;

dd::Payment demoPayment(int n, dd::PaymentStatus status, const QString &currency, qint64 hundredths,
                        const QString &country, const QString &method)
{
    dd::Payment p;
    p.hash = u"%1"_s.arg(n, 48, 10, QLatin1Char('0'));
    p.merchantPaymentCode = u"order-%1"_s.arg(n);
    p.status = status;
    p.country = country;
    p.currencyExt = currency;
    p.amountExt = dd::Money(hundredths, currency);
    p.amountBr = dd::Money(hundredths, u"BRL"_s);
    p.paymentTypeCode = method;
    p.openDate = QDateTime(QDate(2026, 11, 1), QTime(10, 0), QTimeZone::utc()).addSecs(3600LL * n);
    p.statusDate = p.openDate;
    p.customerName = u"Customer %1"_s.arg(n);
    return p;
}

template<typename T>
T *child(QObject &parent, const QString &name)
{
    T *found = parent.findChild<T *>(name);
    if (!found)
        qFatal("no child %s", qPrintable(name));
    return found;
}
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void showsCachedPayments();
    void filterBarChangesModelFilter_data();
    void filterBarChangesModelFilter();
    void invalidAmountIsIgnored_data();
    void invalidAmountIsIgnored();
    void filterBarStateComesBack();
    void ctrlFFocusesSearch();
    void selectionSurvivesRefresh();
    void detailPaneShowsSelection();
    void selectionTotals();
    void totalsThatDoNotFitDropWholeAmounts();
    void statusBarTotalsFromTheWorker();
    void rowCountSaysCountingUntilTheWorkerAnswers();
    void copySelectedRowsAsTsv();
    void columnStateRememberedAndReset();
    void autoLockHidesPayments();
    void userInputPostponesAutoLock();
    void actionsNeedOperations();
    void actionsFollowPaymentState_data();
    void actionsFollowPaymentState();
    void actionsOpenTheirDialogs_data();
    void actionsOpenTheirDialogs();
    void secretClipboard_data();
    void secretClipboard();
    void selectedRowCountMergesOverlappingRanges();
    void selectAllShowsTheFilterTotals();
    void largeSelectionsAreCountedNotListed();

private:
    void selectRows(const QList<int> &rows);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<dd::Vault> m_vault;
    std::unique_ptr<dd::CacheSession> m_session;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<dd::MainWindow> m_window;
};

void TestMainWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    dd::VaultOptions options;
    options.limits = dd::cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<dd::Vault>(m_dir->filePath(u"cache.db"_s), options);
    QVERIFY(m_vault->create(Passphrase, Passphrase).hasValue());
    auto session = m_vault->openSession();
    QVERIFY(session.hasValue());
    m_session = std::move(session).value();
    using S = dd::PaymentStatus;
    const QList<dd::Payment> payments = {
        demoPayment(1, S::Confirmed, u"BRL"_s, 10000, u"br"_s, u"visa"_s),
        demoPayment(2, S::Confirmed, u"BRL"_s, 2550, u"br"_s, u"boleto"_s),
        demoPayment(3, S::Pending, u"MXN"_s, 99999, u"mx"_s, u"spei"_s),
        demoPayment(4, S::Open, u"CLP"_s, 500000, u"cl"_s, u"multicaja"_s),
        demoPayment(5, S::Cancelled, u"USD"_s, 1234, u"co"_s, u"mastercard"_s),
        demoPayment(6, S::Confirmed, u"MXN"_s, 15000, u"mx"_s, u"oxxo"_s),
    };
    QVERIFY(m_session->payments().upsertMany(payments).hasValue());
    m_settings = std::make_unique<QSettings>(m_dir->filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_window = std::make_unique<dd::MainWindow>(*m_settings);
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_settings.reset();
    m_session.reset();
    m_vault.reset();
    m_dir.reset();
}

void TestMainWindow::selectRows(const QList<int> &rows)
{
    QTableView *view = m_window->paymentsView();
    view->clearSelection();
    for (int row : rows)
        view->selectionModel()->select(view->model()->index(row, 0),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    if (!rows.isEmpty())
        view->selectionModel()->setCurrentIndex(view->model()->index(rows.first(), 0), QItemSelectionModel::NoUpdate);
}

void TestMainWindow::showsCachedPayments()
{
    QCOMPARE(m_window->paymentModel()->rowCount(), 6);
    QCOMPARE(child<QStackedWidget>(*m_window, u"pages"_s)->currentWidget()->objectName(), u"workspacePage"_s);
    QVERIFY2(m_window->statusPanel()->rowCountText().contains(u"6"_s), qPrintable(m_window->statusPanel()->rowCountText()));
    // Newest first by default.
    QCOMPARE(m_window->paymentModel()->hashAt(0), demoPayment(6, {}, {}, 0, {}, {}).hash);
}

void TestMainWindow::filterBarChangesModelFilter_data()
{
    QTest::addColumn<QString>("widget");
    QTest::addColumn<QString>("input");
    QTest::addColumn<int>("rows");
    QTest::newRow("status confirmed") << u"statusFilterButton_CO"_s << QString() << 3;
    QTest::newRow("status pending") << u"statusFilterButton_PE"_s << QString() << 1;
    QTest::newRow("method boleto") << u"methodFilterButton_boleto"_s << QString() << 1;
    QTest::newRow("country mexico") << u"countryFilterButton_mx"_s << QString() << 2;
    QTest::newRow("currency MXN") << u"currencyCombo"_s << u"MXN"_s << 2;
    QTest::newRow("minimum amount") << u"minAmountEdit"_s << u"150.00"_s << 3;
    QTest::newRow("maximum amount") << u"maxAmountEdit"_s << u"25.50"_s << 2;
    QTest::newRow("search merchant code") << u"searchEdit"_s << u"order-4"_s << 1;
    QTest::newRow("search customer") << u"searchEdit"_s << u"Customer 3"_s << 1;
    QTest::newRow("search nothing") << u"searchEdit"_s << u"zzz"_s << 0;
}

void TestMainWindow::filterBarChangesModelFilter()
{
    QFETCH(QString, widget);
    QFETCH(QString, input);
    QFETCH(int, rows);
    dd::FilterBar *bar = m_window->filterBar();
    QSignalSpy changed(bar, &dd::FilterBar::filterChanged);
    if (auto *action = bar->findChild<QAction *>(widget)) {
        action->trigger();
    } else if (auto *combo = bar->findChild<QComboBox *>(widget)) {
        combo->setCurrentIndex(combo->findData(input));
    } else {
        QTest::keyClicks(child<QLineEdit>(*bar, widget), input);
    }
    QTRY_VERIFY(changed.count() > 0);
    QCOMPARE(m_window->paymentModel()->filter(), bar->filter());
    QVERIFY(!m_window->paymentModel()->filter().isEmpty());
    QCOMPARE(m_window->paymentModel()->rowCount(), rows);
    QVERIFY(m_window->statusPanel()->rowCountText().contains(QString::number(rows)));
    // Clear shows everything again.
    QTest::mouseClick(child<QToolButton>(*bar, u"clearFiltersButton"_s), Qt::LeftButton);
    QTRY_VERIFY(m_window->paymentModel()->filter().isEmpty());
    QCOMPARE(m_window->paymentModel()->rowCount(), 6);
}

void TestMainWindow::invalidAmountIsIgnored_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("letters") << u"abc"_s;
    QTest::newRow("three decimals") << u"1.234"_s;
    QTest::newRow("exponent") << u"1e3"_s;
    QTest::newRow("negative") << u"-5"_s;
}

void TestMainWindow::invalidAmountIsIgnored()
{
    QFETCH(QString, text);
    auto *edit = child<QLineEdit>(*m_window->filterBar(), u"minAmountEdit"_s);
    QTest::keyClicks(edit, text);
    QTRY_COMPARE(m_window->paymentModel()->rowCount(), 6);
    QVERIFY(!m_window->paymentModel()->filter().minAmount.has_value());
    QVERIFY(!edit->toolTip().isEmpty());   // the user is told why
}

void TestMainWindow::filterBarStateComesBack()
{
    const QDate march10(2026, 3, 10);
    dd::FilterBar bar;
    bar.setToday([march10] { return march10; });
    const auto check = [&bar](const QString &menu, const QString &code) {
        child<QAction>(*child<QToolButton>(bar, menu), menu + u'_' + code)->setChecked(true);
    };
    check(u"statusFilterButton"_s, u"CO"_s);
    check(u"methodFilterButton"_s, u"pix"_s);
    check(u"methodFilterButton"_s, u"boleto"_s);
    check(u"countryFilterButton"_s, u"br"_s);
    auto *currency = child<QComboBox>(bar, u"currencyCombo"_s);
    currency->setCurrentIndex(currency->findData(u"BRL"_s));
    auto *preset = child<QComboBox>(bar, u"datePresetCombo"_s);
    preset->setCurrentIndex(preset->findData(static_cast<int>(dd::FilterBar::DatePreset::Last7Days)));
    child<QLineEdit>(bar, u"minAmountEdit"_s)->setText(u"10.00"_s);
    child<QLineEdit>(bar, u"maxAmountEdit"_s)->setText(u"abc"_s);   // kept as typed, still no bound
    child<QLineEdit>(bar, u"searchEdit"_s)->setText(u"order-4"_s);
    const dd::PaymentFilter before = bar.filter();
    QCOMPARE(before.statuses, QList<dd::PaymentStatus>{dd::PaymentStatus::Confirmed});

    // Restored ten days later: every choice is back, and "Last 7 days" is the seven days before then.
    const QDate march20 = march10.addDays(10);
    dd::FilterBar later;
    later.setToday([march20] { return march20; });
    QSignalSpy changed(&later, &dd::FilterBar::filterChanged);
    later.restoreState(bar.state());
    QCOMPARE(changed.count(), 1);
    dd::PaymentFilter expected = before;
    expected.from = march20.addDays(-6).startOfDay();
    expected.to = march20.addDays(1).startOfDay();
    QCOMPARE(later.filter(), expected);
    QCOMPARE(child<QLineEdit>(later, u"maxAmountEdit"_s)->text(), u"abc"_s);
    QCOMPARE(child<QToolButton>(later, u"methodFilterButton"_s)->text(), child<QToolButton>(bar, u"methodFilterButton"_s)->text());

    // A custom range comes back as the same days.
    preset->setCurrentIndex(preset->findData(static_cast<int>(dd::FilterBar::DatePreset::Custom)));
    child<QDateEdit>(bar, u"fromDateEdit"_s)->setDate(QDate(2025, 1, 2));
    child<QDateEdit>(bar, u"toDateEdit"_s)->setDate(QDate(2025, 1, 5));
    later.restoreState(bar.state());
    QCOMPARE(later.filter().from, QDate(2025, 1, 2).startOfDay());
    QCOMPARE(later.filter().to, QDate(2025, 1, 6).startOfDay());
    QVERIFY(child<QDateEdit>(later, u"fromDateEdit"_s)->isVisibleTo(&later));

    // What a newer or older version wrote that this one does not know is ignored, not guessed.
    later.restoreState({{u"statuses"_s, QStringList{u"XX"_s, u"PE"_s}}, {u"currency"_s, u"ZZZ"_s},
                        {u"datePreset"_s, 99}, {u"colour"_s, u"red"_s}});
    QCOMPARE(later.filter().statuses, QList<dd::PaymentStatus>{dd::PaymentStatus::Pending});
    QVERIFY(later.filter().currency.isEmpty());
    QVERIFY(!later.filter().from.isValid());
    QVERIFY(later.filter().methods.isEmpty());
    QVERIFY(later.filter().text.isEmpty());
}

void TestMainWindow::ctrlFFocusesSearch()
{
    m_window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    m_window->paymentsView()->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(child<QLineEdit>(*m_window->filterBar(), u"searchEdit"_s)->hasFocus());
}

void TestMainWindow::selectionSurvivesRefresh()
{
    const QString hash = m_window->paymentModel()->hashAt(2);
    selectRows({2});
    QCOMPARE(m_window->currentPayment()->hash, hash);
    // A newer payment arrives (it sorts first) and the table re-reads the cache.
    QVERIFY(m_session->payments()
                .upsert(demoPayment(99, dd::PaymentStatus::Confirmed, u"BRL"_s, 700, u"br"_s, u"pix"_s))
                .hasValue());
    m_window->refreshPayments();
    QCOMPARE(m_window->paymentModel()->rowCount(), 7);
    const QList<int> selected = m_window->paymentsView()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(m_window->paymentModel()->hashAt(selected.first()), hash);
    QCOMPARE(m_window->currentPayment()->hash, hash);
}

void TestMainWindow::detailPaneShowsSelection()
{
    QVERIFY(!m_window->detailPane()->shownHash());
    selectRows({0});
    const QString hash = m_window->paymentModel()->hashAt(0);
    QCOMPARE(m_window->detailPane()->shownHash().value_or(QString()), hash);
    QCOMPARE(m_window->detailPane()->fieldText(u"hash"_s), hash);
    QCOMPARE(m_window->detailPane()->fieldText(u"merchantCode"_s), u"order-6"_s);
    m_window->paymentsView()->clearSelection();
    QVERIFY(!m_window->detailPane()->shownHash());
}

// The bar cut the totals wherever it ended: "US$2,146.5" read as a real amount.
void TestMainWindow::totalsThatDoNotFitDropWholeAmounts()
{
    dd::StatusPanel panel;
    panel.resize(420, 24);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QMap<QString, qint64> totals{{u"ARS"_s, 21409561500}, {u"BRL"_s, 153806518}, {u"CLP"_s, 44812194000},
                                       {u"COP"_s, 20750688000}, {u"EUR"_s, 23079818},   {u"MXN"_s, 8912345},
                                       {u"PEN"_s, 31347000},    {u"USD"_s, 214650}};
    panel.setTotals(totals, 0);
    const QString shown = panel.shownTotalsText();
    QVERIFY2(shown != panel.totalsText(), qPrintable(shown));   // all eight do not fit in 420 pixels
    const QLabel *label = panel.findChild<QLabel *>(u"totalsLabel"_s);
    QVERIFY(QFontMetrics(label->font()).horizontalAdvance(shown) <= label->contentsRect().width());
    QVERIFY2(shown.contains(u"more"_s), qPrintable(shown));
    // Every amount shown is one of the totals, whole.
    const QStringList whole = panel.totalsText().section(u": "_s, 1).split(u"  ·  "_s);
    const QStringList parts = shown.section(u": "_s, 1).split(u"  ·  "_s);
    for (qsizetype i = 0; i + 1 < parts.size(); ++i)
        QVERIFY2(whole.contains(parts.at(i)), qPrintable(parts.at(i)));
    QVERIFY(parts.size() >= 2);
    // Wide enough, all of them.
    panel.resize(4000, 24);
    QTRY_COMPARE(panel.shownTotalsText(), panel.totalsText());
}

void TestMainWindow::selectionTotals()
{
    // Rows 0 and 2 hold order-6 (MXN 150.00) and order-4 (CLP 5,000, a peso has no cents): never added together.
    selectRows({0, 2});
    const QString totals = m_window->statusPanel()->totalsText();
    QVERIFY2(totals.contains(u"150.00"_s), qPrintable(totals));
    QVERIFY2(totals.contains(u"5,000"_s) && !totals.contains(u"5,000.00"_s), qPrintable(totals));
    QVERIFY2(!totals.contains(u"5150"_s) && !totals.contains(u"5,150"_s), qPrintable(totals));
    // The tool tip lists the same totals one currency per line (the bar may cut a long list off).
    const QString toolTip = m_window->statusPanel()->totalsToolTip();
    QCOMPARE(toolTip.split(u'\n').size(), 3);
    QCOMPARE(toolTip.section(u'\n', 1).replace(u'\n', u"  ·  "_s), totals.section(u": "_s, 1));
    m_window->paymentsView()->clearSelection();
    QVERIFY2(m_window->statusPanel()->totalsText().startsWith(u"Total"_s), qPrintable(m_window->statusPanel()->totalsText()));
}

void TestMainWindow::statusBarTotalsFromTheWorker()
{
    // The window's workers open their sessions only when the test lets them, so the state before
    // the answer is seen for sure.
    auto gate = std::make_shared<QSemaphore>();
    const auto openGate = qScopeGuard([gate] { gate->release(100); });   // every worker that asks, even on failure
    m_window->setBackgroundSessions([gate, vault = m_vault.get()]() -> std::unique_ptr<dd::CacheSession> {
        gate->acquire();
        auto opened = vault->openSession();
        return opened ? std::move(opened).value() : nullptr;
    });
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    auto *currency = child<QComboBox>(*m_window->filterBar(), u"currencyCombo"_s);
    currency->setCurrentIndex(currency->findData(u"MXN"_s));
    QTRY_COMPARE(m_window->paymentModel()->rowCount(), 2);
    // The sums are being read on the worker: no figures of the previous filter meanwhile.
    QCOMPARE(m_window->statusPanel()->totalsText(), u"Total: counting…"_s);
    gate->release(100);
    // MXN 999.99 + 150.00, nothing of the other currencies.
    QTRY_VERIFY2(m_window->statusPanel()->totalsText().contains(u"1,149.99"_s)
                     || m_window->statusPanel()->totalsText().contains(u"1149.99"_s),
                 qPrintable(m_window->statusPanel()->totalsText()));
    QVERIFY2(m_window->statusPanel()->totalsText().startsWith(u"Total"_s), qPrintable(m_window->statusPanel()->totalsText()));
    QVERIFY(!m_window->statusPanel()->totalsText().contains(u"100.00"_s));   // the BRL payment
}

void TestMainWindow::rowCountSaysCountingUntilTheWorkerAnswers()
{
    // 60 more customers: a search for them is more than the first screen, so it is counted on the worker.
    QList<dd::Payment> more;
    for (int n = 100; n < 160; ++n)
        more.append(demoPayment(n, dd::PaymentStatus::Confirmed, u"USD"_s, 100, u"co"_s, u"visa"_s));
    QVERIFY(m_session->payments().upsertMany(more).hasValue());
    auto gate = std::make_shared<QSemaphore>();
    const auto openGate = qScopeGuard([gate] { gate->release(100); });
    m_window->setBackgroundSessions([gate, vault = m_vault.get()]() -> std::unique_ptr<dd::CacheSession> {
        gate->acquire();
        auto opened = vault->openSession();
        return opened ? std::move(opened).value() : nullptr;
    });
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    m_window->filterBar()->setFilter([] {
        dd::PaymentFilter customers;
        customers.text = u"customer 1"_s;   // Customer 1 and Customer 100…159
        return customers;
    }());
    const QString firstScreen = QString::number(dd::PaymentTableModel::FirstScreenRows);
    QTRY_COMPARE(m_window->paymentModel()->rowCount(), dd::PaymentTableModel::FirstScreenRows);
    const auto rowText = [this] { return m_window->statusPanel()->rowCountText(); };
    QVERIFY2(rowText().startsWith(firstScreen + u' ') && rowText().endsWith(u"counting…"_s), qPrintable(rowText()));
    gate->release(100);
    QTRY_VERIFY2(rowText().startsWith(u"61 "_s), qPrintable(rowText()));
    QVERIFY2(!rowText().contains(u"counting"_s), qPrintable(rowText()));
    QCOMPARE(m_window->paymentModel()->rowCount(), 61);
}

void TestMainWindow::copySelectedRowsAsTsv()
{
    QApplication::clipboard()->clear();
    selectRows({1, 0});
    m_window->actions().copyRows->trigger();
    const QString text = QApplication::clipboard()->text();
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    const int columns = static_cast<int>(m_window->paymentsView()->visibleColumnsInOrder().size());
    for (const QString &line : lines)
        QCOMPARE(line.count(u'\t'), columns - 1);
    QVERIFY(lines.at(0).contains(
        m_window->paymentModel()->headerData(int(dd::PaymentTableModel::Column::Hash), Qt::Horizontal).toString()));
    QVERIFY(lines.at(1).contains(m_window->paymentModel()->hashAt(0)));
    QVERIFY(lines.at(2).contains(m_window->paymentModel()->hashAt(1)));
}

void TestMainWindow::columnStateRememberedAndReset()
{
    QHeaderView *header = m_window->paymentsView()->horizontalHeader();
    const int hash = int(dd::PaymentTableModel::Column::Hash);
    const int pin = int(dd::PaymentTableModel::Column::Pin);
    QVERIFY(header->isSectionHidden(pin));   // optional column
    m_window->paymentsView()->setColumnHidden(hash, true);
    m_window->paymentsView()->setColumnHidden(pin, false);
    header->moveSection(header->visualIndex(int(dd::PaymentTableModel::Column::Amount)), 0);
    // Locking and unlocking (a fresh model) keeps the columns as the user left them.
    m_window->detach();
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    header = m_window->paymentsView()->horizontalHeader();
    QVERIFY(header->isSectionHidden(hash));
    QVERIFY(!header->isSectionHidden(pin));
    QCOMPARE(header->logicalIndex(0), int(dd::PaymentTableModel::Column::Amount));

    m_window->actions().resetLayout->trigger();
    QVERIFY(!header->isSectionHidden(hash));
    QVERIFY(header->isSectionHidden(pin));
    QCOMPARE(header->logicalIndex(0), 0);
    QVERIFY(!m_settings->contains(u"mainWindow/paymentsHeader"_s));
    QVERIFY(!m_settings->contains(u"mainWindow/geometry"_s));
}

void TestMainWindow::autoLockHidesPayments()
{
    selectRows({0});
    QVERIFY(m_window->detailPane()->shownHash());
    QSignalSpy locked(m_window.get(), &dd::MainWindow::locked);
    m_window->setAutoLockInterval(std::chrono::milliseconds(50));
    QVERIFY(locked.wait(5000));
    QVERIFY(m_window->isLocked());
    QCOMPARE(m_window->paymentModel(), nullptr);
    QCOMPARE(m_window->paymentsView()->model(), nullptr);
    QVERIFY(!m_window->detailPane()->shownHash());
    QVERIFY(m_window->detailPane()->fieldText(u"hash"_s).isEmpty());
    QCOMPARE(child<QStackedWidget>(*m_window, u"pages"_s)->currentWidget()->objectName(), u"lockedPage"_s);
    QVERIFY(!m_window->actions().copyRows->isEnabled());
    QVERIFY(!m_window->actions().find->isEnabled());
    QVERIFY(!m_window->idleLock().isWatching());
}

void TestMainWindow::userInputPostponesAutoLock()
{
    // A key press sets the countdown back to the whole interval. Measured against the countdown
    // itself, not against a clock: with a ten-minute interval, the verdict holds unless the machine
    // stalls for two seconds between the key press and the read-back.
    using namespace std::chrono_literals;
    m_window->setAutoLockInterval(10min);
    const dd::IdleLock &lock = m_window->idleLock();
    QTRY_VERIFY_WITH_TIMEOUT(lock.remaining() < 10min - 2s, 30000);
    const std::chrono::milliseconds before = lock.remaining();
    auto *search = child<QLineEdit>(*m_window->filterBar(), u"searchEdit"_s);
    QTest::keyClick(search, Qt::Key_A);
    QVERIFY2(lock.remaining() > before, qPrintable(QString::number(lock.remaining().count())));
    QVERIFY(!m_window->isLocked());
    // Without input, the window locks when the countdown ends.
    QSignalSpy locked(m_window.get(), &dd::MainWindow::locked);
    m_window->setAutoLockInterval(50ms);
    QVERIFY(locked.wait(30000));
    QVERIFY(m_window->isLocked());
}

void TestMainWindow::actionsNeedOperations()
{
    // Without a gateway (no PaymentOperations) nothing can be sent, but reading still works.
    selectRows({0});
    dd::PaymentActions &actions = m_window->actions();
    QVERIFY(!actions.refund->isEnabled());
    QVERIFY(!actions.lookUp->isEnabled());
    QVERIFY(actions.copyRows->isEnabled());
    QVERIFY(actions.copyHash->isEnabled());
    for (QAction *action : actions.all())
        QVERIFY2(!action->shortcut().isEmpty(), qPrintable(action->objectName()));
}

void TestMainWindow::actionsFollowPaymentState_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("method");
    QTest::addColumn<bool>("preAuthorized");
    QTest::addColumn<int>("refundStatus");   // -1: no refund
    QTest::addColumn<bool>("outcomeUnknown");
    QTest::addColumn<QString>("enabled");    // which of capture, refund, cancelPayment, cancelRefund, checkNow
    using S = dd::PaymentStatus;
    using R = dd::RefundStatus;
    QTest::newRow("confirmed") << int(S::Confirmed) << u"visa"_s << false << -1 << false << u"refund"_s;
    QTest::newRow("confirmed, fully refunded") << int(S::Confirmed) << u"visa"_s << false << int(R::Confirmed)
                                               << false << QString();
    QTest::newRow("confirmed, refund requested") << int(S::Confirmed) << u"visa"_s << false << int(R::Requested)
                                                 << false << u"cancelRefund"_s;
    QTest::newRow("confirmed, refund pending") << int(S::Confirmed) << u"visa"_s << false << int(R::Pending)
                                               << false << u"cancelRefund"_s;
    QTest::newRow("confirmed, refund cancelled") << int(S::Confirmed) << u"visa"_s << false << int(R::Cancelled)
                                                 << false << u"refund"_s;
    QTest::newRow("pre-authorized card") << int(S::Pending) << u"visa"_s << true << -1 << false
                                         << u"capture cancelPayment"_s;
    QTest::newRow("pending voucher") << int(S::Pending) << u"boleto"_s << false << -1 << false << u"cancelPayment"_s;
    QTest::newRow("open") << int(S::Open) << u"spei"_s << false << -1 << false << u"cancelPayment"_s;
    QTest::newRow("cancelled") << int(S::Cancelled) << u"visa"_s << false << -1 << false << QString();
    QTest::newRow("outcome unknown") << int(S::Confirmed) << u"visa"_s << false << -1 << true << u"checkNow"_s;
}

void TestMainWindow::actionsFollowPaymentState()
{
    QFETCH(int, status);
    QFETCH(QString, method);
    QFETCH(bool, preAuthorized);
    QFETCH(int, refundStatus);
    QFETCH(bool, outcomeUnknown);
    QFETCH(QString, enabled);
    dd::sandbox::SandboxServer sandbox({});
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QNetworkAccessManager network;
    QObject owner;
    dd::DirectApiClient *client = dd::test::makeClient(&network, sandbox.baseUrl(), sandbox.integrationKey(), &owner);
    dd::PaymentOperations operations(*client, *m_session, u"tester"_s);

    dd::Payment payment = demoPayment(50, static_cast<dd::PaymentStatus>(status), u"BRL"_s, 10000, u"br"_s, method);
    payment.preApproved = preAuthorized;
    payment.captureAvailable = preAuthorized;
    if (refundStatus >= 0) {
        dd::Refund refund;
        refund.id = u"501"_s;
        refund.merchantRefundCode = u"refund-501"_s;
        refund.status = static_cast<dd::RefundStatus>(refundStatus);
        refund.amount = dd::Money(10000, u"BRL"_s);
        refund.requestDate = payment.openDate;
        payment.refunds << refund;
    }
    QVERIFY(m_session->payments().upsert(payment).hasValue());
    if (outcomeUnknown) {
        const auto id = m_session->intents().record(dd::PendingOperation::Kind::Refund, u"refund-x"_s, payment.hash, {});
        QVERIFY(id);
        QVERIFY(m_session->intents().setState(*id, dd::PendingOperation::State::Unknown, payment.hash));
    }
    m_window->attach({&m_session->payments(), &operations, client});
    QCOMPARE(m_window->paymentModel()->hashAt(0), payment.hash);
    selectRows({0});
    if (refundStatus >= 0)
        m_window->refundsPanel()->table()->selectRow(0);

    const dd::PaymentActions &a = m_window->actions();
    const QMap<QString, QAction *> actions = {{u"capture"_s, a.capture},
                                              {u"refund"_s, a.refund},
                                              {u"cancelPayment"_s, a.cancelPayment},
                                              {u"cancelRefund"_s, a.cancelRefund},
                                              {u"checkNow"_s, a.checkNow}};
    const QStringList expected = enabled.split(u' ', Qt::SkipEmptyParts);
    for (auto it = actions.cbegin(); it != actions.cend(); ++it)
        QVERIFY2(it.value()->isEnabled() == expected.contains(it.key()), qPrintable(it.key()));
    QVERIFY(a.lookUp->isEnabled());
    QCOMPARE(m_window->findChild<QWidget *>(u"outcomeUnknownBanner"_s)->isVisible(), outcomeUnknown);
    m_window->detach();
}

void TestMainWindow::actionsOpenTheirDialogs_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("preAuthorized");
    QTest::addColumn<int>("refundStatus");
    QTest::addColumn<QString>("dialogClass");
    using S = dd::PaymentStatus;
    using R = dd::RefundStatus;
    QTest::newRow("capture") << u"captureAction"_s << int(S::Pending) << true << -1 << u"dd::CaptureDialog"_s;
    QTest::newRow("refund") << u"refundAction"_s << int(S::Confirmed) << false << -1 << u"dd::RefundDialog"_s;
    QTest::newRow("cancel payment") << u"cancelPaymentAction"_s << int(S::Open) << false << -1
                                    << u"dd::CancelPaymentDialog"_s;
    QTest::newRow("cancel refund") << u"cancelRefundAction"_s << int(S::Confirmed) << false << int(R::Pending)
                                   << u"dd::CancelRefundDialog"_s;
    QTest::newRow("look up") << u"lookUpAction"_s << int(S::Confirmed) << false << -1 << u"dd::LookupDialog"_s;
    QTest::newRow("e-wallets") << u"eWalletsAction"_s << int(S::Confirmed) << false << -1
                               << u"dd::EWalletsDialog"_s;
}

void TestMainWindow::actionsOpenTheirDialogs()
{
    QFETCH(QString, action);
    QFETCH(int, status);
    QFETCH(bool, preAuthorized);
    QFETCH(int, refundStatus);
    QFETCH(QString, dialogClass);
    dd::sandbox::SandboxServer sandbox({});
    QString error;
    QVERIFY2(sandbox.listen(&error), qPrintable(error));
    QNetworkAccessManager network;
    QObject owner;
    dd::DirectApiClient *client = dd::test::makeClient(&network, sandbox.baseUrl(), sandbox.integrationKey(), &owner);
    dd::PaymentOperations operations(*client, *m_session, u"tester"_s);
    dd::Payment payment = demoPayment(60, static_cast<dd::PaymentStatus>(status), u"BRL"_s, 10000, u"br"_s, u"visa"_s);
    payment.preApproved = preAuthorized;
    payment.captureAvailable = preAuthorized;
    if (refundStatus >= 0) {
        dd::Refund refund;
        refund.id = u"601"_s;
        refund.status = static_cast<dd::RefundStatus>(refundStatus);
        refund.amount = dd::Money(5000, u"BRL"_s);
        payment.refunds << refund;
    }
    QVERIFY(m_session->payments().upsert(payment).hasValue());
    m_window->attach({&m_session->payments(), &operations, client});
    selectRows({0});
    if (refundStatus >= 0)
        m_window->refundsPanel()->table()->selectRow(0);
    QAction *trigger = m_window->findChild<QAction *>(action);
    QVERIFY(trigger);
    QVERIFY(trigger->isEnabled());
    QString opened;
    QTimer::singleShot(0, this, [&opened] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            opened = QString::fromLatin1(modal->metaObject()->className());
            if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
        }
    });
    trigger->trigger();   // exec() returns once the timer closed the dialog
    QCOMPARE(opened, dialogClass);
    m_window->detach();
}

void TestMainWindow::secretClipboard_data()
{
    QTest::addColumn<bool>("secret");
    QTest::addColumn<bool>("overwritten");
    QTest::addColumn<bool>("cleared");
    QTest::newRow("secret is cleared") << true << false << true;
    QTest::newRow("plain text stays") << false << false << false;
    QTest::newRow("secret replaced by the user is left alone") << true << true << false;
}

void TestMainWindow::secretClipboard()
{
    QFETCH(bool, secret);
    QFETCH(bool, overwritten);
    QFETCH(bool, cleared);
    QClipboard *clipboard = QApplication::clipboard();
    dd::SecretClipboard copier(clipboard, std::chrono::milliseconds(50));
    QSignalSpy done(&copier, &dd::SecretClipboard::secretCleared);
    if (secret)
        copier.copySecret(u"integration-key-1234"_s);
    else
        copier.copy(u"plain text"_s);
    if (overwritten)
        clipboard->setText(u"something else"_s);
    if (secret)
        QVERIFY(done.wait(30000));
    else
        QVERIFY(!done.wait(200));
    QCOMPARE(clipboard->text().isEmpty(), cleared);
}

void TestMainWindow::selectedRowCountMergesOverlappingRanges()
{
    dd::PaymentsTableView *view = m_window->paymentsView();
    QItemSelectionModel *selection = view->selectionModel();
    const QAbstractItemModel *model = view->model();
    const auto rows = QItemSelectionModel::Select | QItemSelectionModel::Rows;
    selection->select(QItemSelection(model->index(0, 0), model->index(3, 0)), rows);
    selection->select(QItemSelection(model->index(2, 0), model->index(4, 0)), rows);   // overlaps 2 and 3
    QCOMPARE(view->selectedRowCount(), 5);
    QCOMPARE(view->selectedRowCount(), view->selectedRows().size());
    QVERIFY(!view->everyRowSelected());
    selection->select(model->index(5, 0), rows);
    QCOMPARE(view->selectedRowCount(), 6);
    QVERIFY(view->everyRowSelected());
    selection->select(model->index(1, 0), QItemSelectionModel::Deselect | QItemSelectionModel::Rows);
    QCOMPARE(view->selectedRowCount(), 5);
    QCOMPARE(view->selectedRowCount(), view->selectedRows().size());
    view->clearSelection();
    QCOMPARE(view->selectedRowCount(), 0);
}

void TestMainWindow::selectAllShowsTheFilterTotals()
{
    // Ctrl+A selects every row of the filter: the status bar shows the filter's totals (read in
    // the background at any size) instead of adding rows up, which it could not do at a million.
    const QString total = m_window->statusPanel()->totalsText();
    QVERIFY2(total.startsWith(u"Total: "_s) && total.contains(u"125.50"_s), qPrintable(total));   // BRL 100.00 + 25.50
    dd::PaymentsTableView *view = m_window->paymentsView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(view->selectedRowCount(), 6);
    QCOMPARE(m_window->statusPanel()->totalsText(), u"6 selected: "_s + total.mid(QStringLiteral("Total: ").size()));
}

void TestMainWindow::largeSelectionsAreCountedNotListed()
{
    // The window's real limits are 5,000 rows added up and 10,000 listed; 3 and 4 here, over 6 rows.
    m_window->setSelectionLimits({3, 4});
    dd::PaymentsTableView *view = m_window->paymentsView();
    const QAbstractItemModel *model = view->model();
    const auto selectFirst = [&](int count) {
        view->clearSelection();
        view->selectionModel()->select(QItemSelection(model->index(0, 0), model->index(count - 1, 0)),
                                       QItemSelectionModel::Select | QItemSelectionModel::Rows);
    };
    // Above the totals limit the selection is counted, not added up on the GUI thread.
    selectFirst(3);
    QString text = m_window->statusPanel()->totalsText();
    QVERIFY2(text.startsWith(u"3 selected: "_s) && !text.contains(u"at most"_s), qPrintable(text));
    selectFirst(4);
    text = m_window->statusPanel()->totalsText();
    QCOMPARE(text, u"4 selected: totals are added up for at most 3"_s);
    // Within the listing limit, copy copies...
    dd::MessageBox::clearShownTexts();
    QAction *copy = child<QAction>(*m_window, u"copyRowsAction"_s);
    copy->trigger();
    QCOMPARE(QApplication::clipboard()->text().count(u'\n'), 5);   // a header and four rows
    // ... above it, copy asks for a smaller selection and leaves the clipboard alone...
    selectFirst(5);
    QApplication::clipboard()->setText(u"before"_s);
    dd::MessageBox::setNextAnswer(QMessageBox::Ok);
    copy->trigger();
    QCOMPARE(dd::MessageBox::pendingAnswers(), 0);
    QCOMPARE(dd::MessageBox::shownTexts(), QStringList{u"Select at most 4 payments to copy them; export the filter for more."_s});
    QCOMPARE(QApplication::clipboard()->text(), u"before"_s);
    // ... and the export dialog counts it, but offers the filter or a date range instead.
    child<QAction>(*m_window, u"exportReportAction"_s)->trigger();
    auto *dialog = m_window->findChild<dd::ExportDialog *>();
    QVERIFY(dialog);
    auto *selected = child<QRadioButton>(*dialog, u"rowsSelection"_s);
    QCOMPARE(selected->text(), u"Selected payments (5)"_s);
    QVERIFY(!selected->isEnabled());
    QVERIFY(!selected->toolTip().isEmpty());
    QVERIFY(child<QRadioButton>(*dialog, u"rowsFilter"_s)->isChecked());
    delete dialog;
    // Every row selected is the filter: its totals, as with no selection.
    const QString total = (view->clearSelection(), m_window->statusPanel()->totalsText());
    view->setFocus();
    QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(view->selectedRowCount(), 6);
    QCOMPARE(m_window->statusPanel()->totalsText(), u"6 selected: "_s + total.mid(QStringLiteral("Total: ").size()));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
