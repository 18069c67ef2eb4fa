// The Overview tab in the main window over a temporary cache: charts drawn for the period, the
// period chooser, a click on each kind of chart filtering the payments table and showing it, the
// worker connection, the lock, and light/dark rendering (written as screenshots when
// DIRECTDESK_SCREENSHOT_DIR is set).

#include "tests/unit/overview/overviewtestdata.h"

#include "core/cache/cachesession.h"
#include "core/cache/vault.h"
#include "models/overviewmodel.h"
#include "models/paymenttablemodel.h"
#include "ui/filterbar.h"
#include "ui/desktop/theme.h"
#include "ui/mainwindow.h"
#include "ui/overview/overviewtab.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QPieSeries>
#include <QPieSlice>
#include <QValueAxis>
#include <QBarCategoryAxis>
#include <QCategoryAxis>
#include <QLabel>
#include <QToolTip>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace dd;
using namespace Qt::StringLiterals;

namespace {

const QString Passphrase = u"correct horse 42 battery"_s;

QBarSet *firstBarSet(QChart *chart)
{
    if (chart->series().isEmpty())
        return nullptr;
    auto *series = qobject_cast<QAbstractBarSeries *>(chart->series().constFirst());
    return series && !series->barSets().isEmpty() ? series->barSets().constFirst() : nullptr;
}

} // namespace

class TestOverviewTab : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void drawsTheChartsOfThePeriod();
    void switchingThePeriodRedraws_data();
    void switchingThePeriodRedraws();
    void currencySelectorKeepsCurrenciesApart();
    void clickFiltersThePaymentsTable_data();
    void clickFiltersThePaymentsTable();
    void filterBarNarrowsTheOverview();
    void hiddenTabDoesNotQuery();
    void lockDropsTheFigures();
    void lightAndDarkThemes();
    void axisFiguresInTheUsersNotation();
    void emptyPeriodDrawsCleanCharts();
    void textsWholeInASmallWindow_data();
    void textsWholeInASmallWindow();
    void toolTipLeavesWithTheTab();

private:
    OverviewTab *tab() const { return m_window->overviewTab(); }
    OverviewModel *model() const { return m_window->overviewModel(); }
    void showOverview();
    void waitForFigures();

    QTemporaryDir m_dir;
    std::unique_ptr<Vault> m_vault;
    std::unique_ptr<CacheSession> m_session;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<MainWindow> m_window;
    QList<Payment> m_payments;
};

void TestOverviewTab::initTestCase()
{
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    VaultOptions options;
    options.limits = cache::KeyDerivationLimits::fastForTests();
    m_vault = std::make_unique<Vault>(m_dir.filePath(u"cache.db"_s), options);
    QVERIFY(m_vault->create(Passphrase, Passphrase).hasValue());
    m_payments = test::makeOverviewPayments(600);
    QVERIFY(m_vault->session()->payments().upsertMany(m_payments).hasValue());
}

void TestOverviewTab::init()
{
    auto session = m_vault->openSession();
    QVERIFY(session.hasValue());
    m_session = std::move(session).value();
    m_settings = std::make_unique<QSettings>(m_dir.filePath(u"settings.ini"_s), QSettings::IniFormat);
    m_settings->clear();
    m_window = std::make_unique<MainWindow>(*m_settings);
    m_window->filterBar()->setToday([] { return test::OverviewToday; });
    tab()->setToday([] { return test::OverviewToday; });
    Vault *vault = m_vault.get();
    m_window->setBackgroundSessions([vault]() -> std::unique_ptr<CacheSession> {
        auto opened = vault->openSession();
        return opened ? std::move(opened).value() : nullptr;
    });
    m_window->attach({&m_session->payments(), nullptr, nullptr});
    model()->setToday([] { return test::OverviewToday; });
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestOverviewTab::cleanup()
{
    m_window.reset();
    m_settings.reset();
    m_session.reset();
}

void TestOverviewTab::showOverview()
{
    m_window->tabs()->setCurrentWidget(tab());
    waitForFigures();
}

void TestOverviewTab::waitForFigures()
{
    QVERIFY(model());
    QVERIFY(model()->usesWorker());
    QTRY_VERIFY_WITH_TIMEOUT(!model()->isBusy() && model()->data().valid, 10000);
    QCOMPARE(model()->data().period, tab()->period());
}

void TestOverviewTab::drawsTheChartsOfThePeriod()
{
    showOverview();
    QCOMPARE(tab()->period(), OverviewPeriod::of(OverviewPeriod::Preset::Last30Days, test::OverviewToday));
    QBarSet *days = firstBarSet(tab()->dailyChart());
    QVERIFY(days);
    QCOMPARE(days->count(), 30);
    const QString currency = tab()->currency();
    QCOMPARE(currency, model()->data().currencies().constFirst());
    const auto perDay = model()->data().confirmedPerDay(currency);
    qint64 total = 0;
    for (const CurrencyAmount &sum : perDay)
        total += sum.amountHundredths;
    QVERIFY(total > 0);
    auto *pie = qobject_cast<QPieSeries *>(tab()->statusChart()->series().value(0));
    QVERIFY(pie);
    QCOMPARE(pie->count(), model()->data().countByStatus().size());
    QCOMPARE(firstBarSet(tab()->methodChart())->count(), model()->data().confirmedByMethod(currency).size());
    QCOMPARE(firstBarSet(tab()->countryChart())->count(), model()->data().confirmedByCountry(currency).size());
    QCOMPARE(firstBarSet(tab()->refundChart())->count(), 4);
    QCOMPARE(tab()->voucherTable()->rowCount(), model()->data().expiring.size());
    QVERIFY(tab()->voucherTable()->rowCount() > 0);
}

void TestOverviewTab::switchingThePeriodRedraws_data()
{
    QTest::addColumn<int>("preset");
    QTest::addColumn<int>("days");
    QTest::newRow("today") << int(OverviewPeriod::Preset::Today) << 1;
    QTest::newRow("7 days") << int(OverviewPeriod::Preset::Last7Days) << 7;
    QTest::newRow("this month") << int(OverviewPeriod::Preset::ThisMonth) << 10;
    QTest::newRow("custom") << int(OverviewPeriod::Preset::Custom) << 12;
}

void TestOverviewTab::switchingThePeriodRedraws()
{
    QFETCH(int, preset);
    QFETCH(int, days);
    showOverview();
    QSignalSpy updated(model(), &OverviewModel::updated);
    if (OverviewPeriod::Preset(preset) == OverviewPeriod::Preset::Custom)
        tab()->setCustomRange(QDate(2026, 1, 5), QDate(2026, 1, 16));
    else
        tab()->setPeriodPreset(OverviewPeriod::Preset(preset));
    QVERIFY(updated.wait(10000));
    waitForFigures();
    QCOMPARE(firstBarSet(tab()->dailyChart())->count(), days);
    QCOMPARE(model()->data().period.firstDay().daysTo(model()->data().period.lastDay()) + 1, days);
}

void TestOverviewTab::currencySelectorKeepsCurrenciesApart()
{
    showOverview();
    auto *combo = tab()->findChild<QComboBox *>(u"overviewCurrencyCombo"_s);
    QVERIFY(combo);
    QCOMPARE(combo->count(), model()->data().currencies().size());
    for (int i = 0; i < combo->count(); ++i) {
        combo->setCurrentIndex(i);
        const QString currency = combo->currentData().toString();
        QBarSet *set = firstBarSet(tab()->dailyChart());
        QVERIFY(set);
        QCOMPARE(set->label(), currency);
        const auto perDay = model()->data().confirmedPerDay(currency);
        qsizetype at = 0;
        for (const CurrencyAmount &sum : perDay)   // one currency's amounts, never a sum of several
            QCOMPARE(set->at(at++), qreal(sum.amountHundredths) / 100.0);
        QVERIFY(tab()->methodChart()->title().contains(currency));
    }
}

void TestOverviewTab::clickFiltersThePaymentsTable_data()
{
    QTest::addColumn<QString>("chart");
    QTest::newRow("day bar") << u"day"_s;
    QTest::newRow("status slice") << u"status"_s;
    QTest::newRow("method bar") << u"method"_s;
    QTest::newRow("country bar") << u"country"_s;
    QTest::newRow("voucher row") << u"voucher"_s;
}

void TestOverviewTab::clickFiltersThePaymentsTable()
{
    QFETCH(QString, chart);
    showOverview();
    const OverviewData data = model()->data();
    const QString currency = tab()->currency();
    QSignalSpy requested(tab(), &OverviewTab::filterRequested);
    qint64 expectedRows = -1;
    if (chart == u"day") {
        QBarSet *set = firstBarSet(tab()->dailyChart());
        const auto perDay = data.confirmedPerDay(currency);
        const int index = int(std::distance(perDay.cbegin(), std::max_element(perDay.cbegin(), perDay.cend(),
            [](const CurrencyAmount &a, const CurrencyAmount &b) { return a.count < b.count; })));
        expectedRows = perDay.values().at(index).count;
        emit set->clicked(index);
    } else if (chart == u"status") {
        auto *pie = qobject_cast<QPieSeries *>(tab()->statusChart()->series().value(0));
        QPieSlice *slice = pie->slices().constLast();
        expectedRows = qint64(slice->value());
        emit pie->clicked(slice);
    } else if (chart == u"method" || chart == u"country") {
        QBarSet *set = firstBarSet(chart == u"method" ? tab()->methodChart() : tab()->countryChart());
        const auto ranking = chart == u"method" ? data.confirmedByMethod(currency) : data.confirmedByCountry(currency);
        // The largest is drawn last (at the top).
        expectedRows = ranking.constFirst().second.count;
        emit set->clicked(set->count() - 1);
    } else {
        expectedRows = 1;
        QTest::mouseClick(tab()->voucherTable()->viewport(), Qt::LeftButton, {},
                          tab()->voucherTable()->visualRect(tab()->voucherTable()->model()->index(0, 0)).center());
    }
    QCOMPARE(requested.size(), 1);
    QVERIFY(expectedRows > 0);
    QCOMPARE(m_window->tabs()->currentIndex(), 0);   // the payments table is shown
    const auto filter = requested.constFirst().constFirst().value<PaymentFilter>();
    QCOMPARE(m_window->filterBar()->filter(), filter);
    // A period filter is counted on the worker: the first screen at once, every row when it lands.
    QTRY_COMPARE(m_window->paymentModel()->rowCount(), expectedRows);
}

void TestOverviewTab::filterBarNarrowsTheOverview()
{
    showOverview();
    PaymentFilter boleto;
    boleto.methods = {u"boleto"_s};
    m_window->filterBar()->setFilter(boleto);
    QTRY_COMPARE_WITH_TIMEOUT(model()->data().filter, boleto, 10000);
    waitForFigures();
    for (const OverviewGroup &group : model()->data().groups)
        QCOMPARE(group.method, u"boleto"_s);
    QVERIFY(!model()->data().groups.isEmpty());
}

void TestOverviewTab::hiddenTabDoesNotQuery()
{
    QCOMPARE(m_window->tabs()->currentIndex(), 0);
    QVERIFY(!model()->isActive());
    QVERIFY(!model()->data().valid);   // nothing read while the Overview is hidden
    showOverview();
    QVERIFY(model()->isActive());
}

void TestOverviewTab::lockDropsTheFigures()
{
    showOverview();
    m_window->lockNow();
    QVERIFY(!tab()->model());
    QVERIFY(!m_window->overviewModel());
    QVERIFY(!firstBarSet(tab()->dailyChart()) || firstBarSet(tab()->dailyChart())->sum() == 0);
    QCOMPARE(tab()->voucherTable()->rowCount(), 0);
}

void TestOverviewTab::lightAndDarkThemes()
{
    showOverview();
    const QPalette light = QApplication::palette();
    const QString folder = qEnvironmentVariable("DIRECTDESK_SCREENSHOT_DIR");
    const auto shot = [&](const QString &name) {
        QCoreApplication::processEvents();
        const QImage image = m_window->grab().toImage().convertToFormat(QImage::Format_RGB888);
        if (!folder.isEmpty())
            image.save(QDir(folder).filePath(name + u".png"_s), "PNG", 0);
        return image;
    };
    QCOMPARE(tab()->dailyChart()->theme(), QChart::ChartThemeLight);
    const QImage lightImage = shot(u"overview-light-1366x768"_s);
    QApplication::setPalette(dd::theme::darkPalette());
    QTRY_COMPARE(tab()->dailyChart()->theme(), QChart::ChartThemeDark);
    QVERIFY(firstBarSet(tab()->dailyChart()));   // redrawn after the theme change
    const QImage darkImage = shot(u"overview-dark-1366x768"_s);
    QApplication::setPalette(light);
    QTRY_COMPARE(tab()->dailyChart()->theme(), QChart::ChartThemeLight);
    QVERIFY(!lightImage.isNull());
    QCOMPARE(lightImage.size(), darkImage.size());
    // The dark chart background really is dark.
    const QPoint inChart = tab()->dailyChart()->plotArea().center().toPoint();
    const QPoint at = tab()->findChild<QWidget *>(u"overviewDailyChart"_s)->mapTo(m_window.get(), inChart);
    QVERIFY2(QColor(darkImage.pixel(at)).lightness() < 100, qPrintable(QColor(darkImage.pixel(at)).name()));
    QVERIFY2(QColor(lightImage.pixel(at)).lightness() > 150, qPrintable(QColor(lightImage.pixel(at)).name()));
}

void TestOverviewTab::axisFiguresInTheUsersNotation()
{
    // A window opened in Brazilian Portuguese: thousands grouped with dots on every value axis.
    const QLocale previous;
    const auto restoreLocale = qScopeGuard([previous] { QLocale::setDefault(previous); });
    QLocale::setDefault(QLocale(QLocale::Portuguese, QLocale::Brazil));
    init();
    showOverview();
    const QRegularExpression grouped(u"^\\d{1,3}(\\.\\d{3})+$"_s);
    // Axis figures of four digits or more, on every chart with a value axis. The charts lay their axes out
    // in a posted layout request after the redraw, so the figures are waited for, not read at once.
    const auto largeFigures = [this] {
        QStringList large;
        for (QChart *chart : {tab()->dailyChart(), tab()->methodChart(), tab()->countryChart(), tab()->refundChart()}) {
            for (QGraphicsItem *item : chart->scene()->items()) {
                auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                if (text && text->isVisible() && text->toPlainText().contains(QRegularExpression(u"^[\\d.,]{4,}$"_s)))
                    large << text->toPlainText();
            }
        }
        return large;
    };
    QTRY_VERIFY2(largeFigures().size() >= 6, qPrintable(largeFigures().join(u" | "_s)));
    const QStringList large = largeFigures();
    for (const QString &figure : large)
        QVERIFY2(grouped.match(figure).hasMatch(), qPrintable(large.join(u" | "_s)));
}

void TestOverviewTab::emptyPeriodDrawsCleanCharts()
{
    // Nothing was opened in 1990: the state says so, titles carry no empty "()" and every value
    // axis is a plain 0-1 scale (the rankings once read "0 1 1").
    showOverview();
    QSignalSpy updated(model(), &OverviewModel::updated);
    tab()->setCustomRange(QDate(1990, 1, 1), QDate(1990, 1, 10));
    QVERIFY(updated.wait(10000));
    waitForFigures();
    QVERIFY(model()->data().groups.isEmpty());
    QCOMPARE(tab()->currency(), QString());
    for (QChart *chart : {tab()->dailyChart(), tab()->methodChart(), tab()->countryChart(), tab()->refundChart()}) {
        QVERIFY2(!chart->title().contains(u"()"_s), qPrintable(chart->title()));
        for (QAbstractAxis *axis : chart->axes()) {
            // The day axis is labelled by day, not by figures.
            if (auto *values = qobject_cast<QValueAxis *>(axis); values && !qobject_cast<QCategoryAxis *>(axis)) {
                QCOMPARE(values->tickCount(), 2);
                QCOMPARE(values->max(), 1.0);
            }
        }
    }
    QCOMPARE(tab()->methodChart()->title(), u"Confirmed volume by method"_s);
}

void TestOverviewTab::textsWholeInASmallWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x700") << QSize(1024, 700);
    QTest::newRow("1366x768") << QSize(1366, 768);
}

// In a small window every label the charts show is whole: day labels thinned out rather than cut to
// "…", every refund state named, and each status's legend line with its count.
void TestOverviewTab::textsWholeInASmallWindow()
{
    QFETCH(QSize, size);
    m_window->resize(size);
    showOverview();
    const auto problems = [this] {
        QStringList problems;
        QStringList shown;   // every whole text in view: the charts' and the status legend's
        for (QChart *chart : {tab()->dailyChart(), tab()->statusChart(), tab()->methodChart(), tab()->countryChart(),
                              tab()->refundChart()}) {
            QStringList texts;
            for (QGraphicsItem *item : chart->scene()->items()) {
                auto *text = dynamic_cast<QGraphicsTextItem *>(item);
                if (!text || !text->isVisible() || text->toPlainText().isEmpty())
                    continue;
                if (text->toPlainText().contains(u"..."_s) || text->toPlainText().contains(u'…'))
                    problems << chart->title() + u": cut “"_s + text->toPlainText() + u'”';
                texts << text->toPlainText();
            }
            for (QAbstractAxis *axis : chart->axes()) {
                QStringList labels;
                if (auto *categories = qobject_cast<QBarCategoryAxis *>(axis))
                    labels = categories->categories();
                else if (auto *days = qobject_cast<QCategoryAxis *>(axis))
                    labels = days->categoriesLabels();
                for (const QString &label : std::as_const(labels))
                    if (!texts.contains(label))
                        problems << chart->title() + u": label “"_s + label + u"” not shown"_s;
            }
            shown << texts;
        }
        for (const QLabel *line : tab()->findChildren<QLabel *>(u"overviewStatusLegendLine"_s)) {
            if (line->isVisible() && line->width() >= line->minimumSizeHint().width())
                shown << line->accessibleName();
        }
        for (PaymentStatus status : model()->data().countByStatus().keys()) {
            const QString name = paymentStatusName(status) + u" ("_s;
            if (std::none_of(shown.cbegin(), shown.cend(), [&](const QString &text) {
                    return text.startsWith(name) && text.endsWith(u')');
                }))
                problems << u"status legend: no whole line for "_s + name;
        }
        return problems;
    };
    QTRY_VERIFY2(problems().isEmpty(), qPrintable(problems().join(u'\n')));
    // A month of days keeps at least one label a week.
    auto *days = qobject_cast<QCategoryAxis *>(tab()->dailyChart()->axes(Qt::Horizontal).value(0));
    QVERIFY(days);
    QVERIFY2(days->count() >= 30 / 7, qPrintable(days->categoriesLabels().join(u' ')));
}

// A day bar's tool tip goes when a click on it shows the payments table, and a hover the chart
// delivers after that (its view is hidden, the pointer has not moved) brings none back over the table.
void TestOverviewTab::toolTipLeavesWithTheTab()
{
    showOverview();
    QBarSet *days = firstBarSet(tab()->dailyChart());
    QVERIFY(days);
    emit days->hovered(true, 3);
    QTRY_VERIFY(QToolTip::isVisible());
    QVERIFY(QToolTip::text().contains(u": "_s));
    tab()->activateDay(test::OverviewToday.addDays(-3));
    QCOMPARE(m_window->tabs()->currentIndex(), 0);
    QTRY_VERIFY(!QToolTip::isVisible());
    emit days->hovered(true, 3);
    QVERIFY(!QToolTip::isVisible());
}

QTEST_MAIN(TestOverviewTab)
#include "tst_overviewtab.moc"

