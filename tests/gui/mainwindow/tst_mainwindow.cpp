// The main window against a temporary cache: filter bar → model filter, selection across a
// refresh, totals of the selection and of the filter, rows copied as TSV.
#include "mainwindowfixture.h"

#include <QtTest>

using namespace Qt::StringLiterals;
using namespace dd::test;

class TestMainWindow : public QObject, protected MainWindowFixture
{
    Q_OBJECT

private slots:
    void init() { setUp(); }
    void cleanup() { tearDown(); }

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
    void selectedRowCountMergesOverlappingRanges();
    void selectAllShowsTheFilterTotals();
    void largeSelectionsAreCountedNotListed();
};

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
    // Zero in words ("No payments"), every other count as a number.
    QVERIFY(m_window->statusPanel()->rowCountText().contains(rows == 0 ? u"No payments"_s : QString::number(rows)));
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
    m_window->setBackgroundSessions(gatedSessions(gate));
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
    m_window->setBackgroundSessions(gatedSessions(gate));
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
