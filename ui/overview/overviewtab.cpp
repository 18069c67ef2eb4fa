#include "ui/overview/overviewtab.h"

#include "core/domain/method.h"
#include "core/reports/chartcolors.h"
#include "models/format.h"
#include "ui/overview/chartparts.h"
#include "ui/overview/statuslegend.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCursor>
#include <QDateEdit>
#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QTableWidget>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

namespace dd {

namespace {

constexpr int RankingBars = 8;   // methods / countries shown; the rest are summed as "other"

} // namespace

OverviewTab::OverviewTab(QWidget *parent)
    : QWidget(parent),
      m_period(new QComboBox(this)),
      m_from(new QDateEdit(this)),
      m_to(new QDateEdit(this)),
      m_currency(new QComboBox(this)),
      m_state(new QLabel(this)),
      m_daily(makeView(QStringLiteral("overviewDailyChart"))),
      m_status(makeView(QStringLiteral("overviewStatusChart"))),
      m_methods(makeView(QStringLiteral("overviewMethodChart"))),
      m_countries(makeView(QStringLiteral("overviewCountryChart"))),
      m_refunds(makeView(QStringLiteral("overviewRefundChart"))),
      m_statusLegend(new StatusLegend(this)),
      m_voucherTitle(new QLabel(this)),
      m_vouchers(new QTableWidget(this)),
      m_today([] { return QDate::currentDate(); })
{
    setObjectName(QStringLiteral("overviewTab"));
    m_period->setObjectName(QStringLiteral("overviewPeriodCombo"));
    m_period->addItem(tr("Today"), int(OverviewPeriod::Preset::Today));
    m_period->addItem(tr("Last 7 days"), int(OverviewPeriod::Preset::Last7Days));
    m_period->addItem(tr("Last 30 days"), int(OverviewPeriod::Preset::Last30Days));
    m_period->addItem(tr("This month"), int(OverviewPeriod::Preset::ThisMonth));
    m_period->addItem(tr("Date range…"), int(OverviewPeriod::Preset::Custom));
    m_period->setCurrentIndex(2);
    m_period->setToolTip(tr("Payments opened in this period, within the filter above"));
    m_from->setObjectName(QStringLiteral("overviewFromDate"));
    m_to->setObjectName(QStringLiteral("overviewToDate"));
    for (QDateEdit *edit : {m_from, m_to}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(dateFieldFormat());
        edit->setDate(m_today());
        edit->setVisible(false);
        connect(edit, &QDateEdit::dateChanged, this, &OverviewTab::onPeriodChanged);
    }
    m_from->setToolTip(tr("From (inclusive)"));
    m_to->setToolTip(tr("To (inclusive)"));
    m_currency->setObjectName(QStringLiteral("overviewCurrencyCombo"));
    m_currency->setToolTip(tr("Amounts of different currencies are never added together"));
    m_currency->setMinimumContentsLength(4);
    m_state->setObjectName(QStringLiteral("overviewState"));
    connect(m_period, &QComboBox::currentIndexChanged, this, &OverviewTab::onPeriodChanged);
    connect(m_currency, &QComboBox::currentIndexChanged, this, &OverviewTab::redraw);

    m_voucherTitle->setObjectName(QStringLiteral("overviewVoucherTitle"));
    m_vouchers->setObjectName(QStringLiteral("overviewVoucherTable"));
    m_vouchers->setColumnCount(5);
    m_vouchers->setHorizontalHeaderLabels({tr("Due"), tr("Method"), tr("Amount"), tr("Customer"), tr("Merchant code")});
    m_vouchers->verticalHeader()->setVisible(false);
    m_vouchers->horizontalHeader()->setStretchLastSection(true);
    m_vouchers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_vouchers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_vouchers->setToolTip(tr("Click a voucher to show it in the payments table"));
    connect(m_vouchers, &QTableWidget::cellClicked, this, [this](int row, int) { activateVoucher(row); });
    connect(m_vouchers, &QTableWidget::cellActivated, this, [this](int row, int) { activateVoucher(row); });

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Period:"), this));
    top->addWidget(m_period);
    top->addWidget(m_from);
    top->addWidget(m_to);
    top->addSpacing(12);
    top->addWidget(new QLabel(tr("Currency:"), this));
    top->addWidget(m_currency);
    top->addSpacing(12);
    top->addWidget(m_state, 1);

    auto *voucherBox = new QWidget(this);
    auto *voucherLayout = new QVBoxLayout(voucherBox);
    voucherLayout->setContentsMargins(0, 0, 0, 0);
    voucherLayout->addWidget(m_voucherTitle);
    voucherLayout->addWidget(m_vouchers, 1);

    // The ring and its legend share one card, inset as far as the other charts' cards; the legend
    // takes the width its lines need.
    auto *statusCell = new QWidget(this);
    auto *statusCard = new QWidget(statusCell);
    statusCard->setObjectName(QStringLiteral("overviewStatusCard"));
    statusCard->setBackgroundRole(QPalette::Base);
    statusCard->setAutoFillBackground(true);
    auto *cellLayout = new QHBoxLayout(statusCell);
    cellLayout->setContentsMargins(9, 9, 9, 9);
    cellLayout->addWidget(statusCard);
    auto *statusLayout = new QHBoxLayout(statusCard);
    statusLayout->setContentsMargins(0, 0, 0, 0);
    statusLayout->setSpacing(0);
    statusLayout->addWidget(m_status, 1);
    statusLayout->addWidget(m_statusLegend);
    m_status->setMinimumWidth(140);
    m_status->chart()->setBackgroundVisible(false);
    m_status->chart()->setMargins(QMargins(0, 0, 0, 0));

    auto *grid = new QGridLayout;
    grid->addWidget(m_daily, 0, 0, 1, 2);
    grid->addWidget(statusCell, 0, 2);
    grid->addWidget(m_methods, 1, 0);
    grid->addWidget(m_countries, 1, 1);
    grid->addWidget(m_refunds, 1, 2);
    grid->addWidget(voucherBox, 2, 0, 1, 3);
    grid->setRowStretch(0, 3);
    grid->setRowStretch(1, 3);
    grid->setRowStretch(2, 2);
    for (int column = 0; column < 3; ++column)
        grid->setColumnStretch(column, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addLayout(grid, 1);
    // Day labels thinned out to what the plot's width holds, again whenever that width changes.
    connect(m_daily->chart(), &QChart::plotAreaChanged, this, &OverviewTab::labelDays);
    applyTheme();
    redraw();
}

OverviewTab::~OverviewTab() = default;

QChart *OverviewTab::dailyChart() const { return m_daily->chart(); }
QChart *OverviewTab::statusChart() const { return m_status->chart(); }
QChart *OverviewTab::methodChart() const { return m_methods->chart(); }
QChart *OverviewTab::countryChart() const { return m_countries->chart(); }
QChart *OverviewTab::refundChart() const { return m_refunds->chart(); }

void OverviewTab::setModel(OverviewModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &OverviewModel::updated, this, &OverviewTab::onUpdated);
        m_model->setPeriod(period());
    }
    redraw();
}

void OverviewTab::setToday(std::function<QDate()> today)
{
    m_today = std::move(today);
    onPeriodChanged();
}

void OverviewTab::setPeriodPreset(OverviewPeriod::Preset preset)
{
    m_period->setCurrentIndex(m_period->findData(int(preset)));
}

void OverviewTab::setCustomRange(QDate first, QDate last)
{
    const QSignalBlocker blockFrom(m_from);
    const QSignalBlocker blockTo(m_to);
    m_from->setDate(first);
    m_to->setDate(last);
    if (m_period->currentData().toInt() == int(OverviewPeriod::Preset::Custom))
        onPeriodChanged();
    else
        setPeriodPreset(OverviewPeriod::Preset::Custom);
}

void OverviewTab::setCurrency(const QString &currency)
{
    const int index = m_currency->findData(currency);
    if (index >= 0)
        m_currency->setCurrentIndex(index);
}

QString OverviewTab::currency() const { return m_currency->currentData().toString(); }

OverviewPeriod OverviewTab::period() const
{
    return OverviewPeriod::of(OverviewPeriod::Preset(m_period->currentData().toInt()), m_today(), m_from->date(),
                              m_to->date());
}

void OverviewTab::onPeriodChanged()
{
    const bool custom = m_period->currentData().toInt() == int(OverviewPeriod::Preset::Custom);
    m_from->setVisible(custom);
    m_to->setVisible(custom);
    if (m_model) {
        m_model->setPeriod(period());
        if (m_model->isBusy())
            m_state->setText(tr("Updating…"));
    }
}

void OverviewTab::onUpdated()
{
    if (!m_model)
        return;
    // Keep the chosen currency when it still has payments, else take the largest one.
    const QString wanted = currency();
    const QStringList currencies = m_model->data().currencies();
    {
        const QSignalBlocker blocker(m_currency);
        m_currency->clear();
        for (const QString &code : currencies)
            m_currency->addItem(code, code);
        const int index = m_currency->findData(wanted);
        m_currency->setCurrentIndex(index >= 0 ? index : 0);
    }
    redraw();
}

void OverviewTab::redraw()
{
    static const OverviewData none;
    const OverviewData &data = m_model ? m_model->data() : none;
    if (!m_model)
        m_state->clear();
    else if (!data.valid)
        m_state->setText(m_model->isBusy() ? tr("Updating…") : tr("The cache could not be read."));
    else if (data.groups.isEmpty())
        m_state->setText(tr("No payments were opened in this period."));
    else
        m_state->setText(m_model->isBusy() ? tr("Updating…") : QString());
    drawDaily(data);
    drawStatus(data);
    const QString code = currency();
    drawRanking(m_methods,
                chartTitle(tr("Confirmed volume by method"), tr("Confirmed volume by method (%1)"), code),
                data.confirmedByMethod(code), false);
    drawRanking(m_countries,
                chartTitle(tr("Confirmed volume by country"), tr("Confirmed volume by country (%1)"), code),
                data.confirmedByCountry(code), true);
    drawRefunds(data);
    drawVouchers(data);
}

void OverviewTab::drawDaily(const OverviewData &data)
{
    QChart *chart = m_daily->chart();
    clearChart(chart);
    const QString code = currency();
    chart->setTitle(
        chartTitle(tr("Confirmed volume per opening day"), tr("Confirmed volume per opening day (%1)"), code));
    const QMap<QDate, CurrencyAmount> perDay = data.confirmedPerDay(code);
    m_days = perDay.keys();
    auto *set = new QBarSet(code);
    set->setColor(statusColor(PaymentStatus::Confirmed));
    QStringList categories;
    qreal maximum = 0;
    const bool oneMonth = m_days.size() <= 31;
    for (auto it = perDay.cbegin(); it != perDay.cend(); ++it) {
        set->append(units(it.value().amountHundredths));
        maximum = std::max(maximum, units(it.value().amountHundredths));
        categories << (oneMonth ? QString::number(it.key().day()) : it.key().toString(QStringLiteral("d/M")));
    }
    auto *series = new QBarSeries;
    series->setBarWidth(0.8);
    series->append(set);
    chart->addSeries(series);
    // A value axis labelled on some days only (QBarCategoryAxis labels every bar, and cuts them all
    // to "…" when a month does not fit): each bar sits on its index.
    m_dayLabels = categories;
    auto *axisX = new QCategoryAxis;
    axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axisX->setRange(-0.5, std::max<qsizetype>(categories.size(), 1) - 0.5);
    axisX->setGridLineVisible(false);
    if (!m_days.isEmpty())
        axisX->setTitleText(tr("%1 – %2").arg(formatDate(m_days.first()), formatDate(m_days.last())));
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    labelDays();
    QValueAxis *axisY = amountAxis(maximum);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    connect(set, &QBarSet::clicked, this, [this](int index) {
        if (index >= 0 && index < m_days.size())
            activateDay(m_days.at(index));
    });
    connect(set, &QBarSet::hovered, this, [this, perDay, code](bool on, int index) {
        if (!on || index < 0 || index >= m_days.size())
            return showTip({});
        const CurrencyAmount sum = perDay.value(m_days.at(index));
        showTip(tr("%1: %2 in %Ln payment(s)", nullptr, int(sum.count))
                                               .arg(formatDate(m_days.at(index)), formatMoney(sum.amountHundredths, code)));
    });
}

void OverviewTab::labelDays()
{
    const QList<QAbstractAxis *> axes = m_daily->chart()->axes(Qt::Horizontal);
    if (auto *axis = axes.isEmpty() ? nullptr : qobject_cast<QCategoryAxis *>(axes.first()))
        labelSomeDays(*axis, m_dayLabels, m_daily->chart()->plotArea().width());
}

QStringList OverviewTab::statusLegendTexts() const
{
    return m_statusLegend->texts();
}

void OverviewTab::drawStatus(const OverviewData &data)
{
    QChart *chart = m_status->chart();
    clearChart(chart);
    chart->setTitle(tr("Payments by status"));
    chart->legend()->setVisible(false);
    const QMap<PaymentStatus, qint64> counts = data.countByStatus();
    m_statuses = counts.keys();
    auto *series = new QPieSeries;
    series->setHoleSize(0.35);
    QList<StatusLegend::Entry> legend;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        const QString text = tr("%1 (%2)", "status legend: the status, then how many payments")
                                 .arg(paymentStatusName(it.key()), QLocale().toString(it.value()));
        QPieSlice *slice = series->append(text, qreal(it.value()));
        slice->setColor(statusColor(it.key()));
        legend.append({statusColor(it.key()), text});
        slice->setProperty("status", int(it.key()));
        connect(slice, &QPieSlice::hovered, slice, [slice](bool on) { slice->setExploded(on); });
    }
    connect(series, &QPieSeries::clicked, this, [this](QPieSlice *slice) {
        activateStatus(PaymentStatus(slice->property("status").toInt()));
    });
    chart->addSeries(series);
    m_statusLegend->setEntries(legend);
}

void OverviewTab::drawRanking(QChartView *view, const QString &title,
                              const QList<std::pair<QString, CurrencyAmount>> &ranking, bool countries)
{
    QChart *chart = view->chart();
    clearChart(chart);
    chart->setTitle(title);
    QStringList &keys = countries ? m_countryKeys : m_methodKeys;
    keys.clear();
    QStringList categories;
    auto *set = new QBarSet(title);
    set->setColor(countries ? QColor(0x4c, 0x78, 0xa8) : QColor(0x72, 0xb7, 0xb2));
    qreal maximum = 0;
    QList<CurrencyAmount> sums;
    // Largest at the top: a horizontal bar chart draws its first category at the bottom.
    const qsizetype shown = std::min<qsizetype>(ranking.size(), RankingBars);
    for (qsizetype i = shown - 1; i >= 0; --i) {
        const auto &[key, sum] = ranking.at(i);
        keys << key;
        sums << sum;
        categories << (countries ? countryName(key) : key);
        set->append(units(sum.amountHundredths));
        maximum = std::max(maximum, units(sum.amountHundredths));
    }
    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.7);
    series->append(set);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    axisY->setTruncateLabels(false);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    QValueAxis *axisX = amountAxis(maximum, 3);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    const QString code = currency();
    connect(set, &QBarSet::clicked, this, [this, countries](int index) {
        const QStringList &list = countries ? m_countryKeys : m_methodKeys;
        if (index < 0 || index >= list.size())
            return;
        if (countries)
            activateCountry(list.at(index));
        else
            activateMethod(list.at(index));
    });
    connect(set, &QBarSet::hovered, this, [this, categories, sums, code](bool on, int index) {
        if (!on || index < 0 || index >= sums.size())
            return showTip({});
        showTip(tr("%1: %2 in %Ln payment(s)", nullptr, int(sums.at(index).count))
                                               .arg(categories.at(index), formatMoney(sums.at(index).amountHundredths, code)));
    });
}

void OverviewTab::drawRefunds(const OverviewData &data)
{
    QChart *chart = m_refunds->chart();
    clearChart(chart);
    const QString code = currency();
    chart->setTitle(
        chartTitle(tr("Refunds requested in the period"), tr("Refunds requested in the period (%1)"), code));
    const QMap<RefundStatus, CurrencyAmount> byStatus = data.refundsByStatus(code);
    auto *set = new QBarSet(code);
    set->setColor(QColor(0xb2, 0x79, 0xa2));
    QStringList categories;
    QList<CurrencyAmount> sums;
    qreal maximum = 0;
    // Bars across, the states' names beside them: four names under narrow bars do not fit a
    // third of a 1024 px window. The first state on top (a horizontal chart draws its first
    // category at the bottom).
    for (auto it = byStatus.cend(); it != byStatus.cbegin();) {
        --it;
        categories << refundStatusName(it.key());
        sums << it.value();
        set->append(units(it.value().amountHundredths));
        maximum = std::max(maximum, units(it.value().amountHundredths));
    }
    auto *series = new QHorizontalBarSeries;
    series->setBarWidth(0.7);
    series->append(set);
    chart->addSeries(series);
    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    axisY->setTruncateLabels(false);
    chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    QValueAxis *axisX = amountAxis(maximum, 3);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    connect(set, &QBarSet::hovered, this, [this, categories, sums, code](bool on, int index) {
        if (!on || index < 0 || index >= sums.size())
            return showTip({});
        showTip(tr("%1: %2 in %Ln refund(s)", nullptr, int(sums.at(index).count))
                                               .arg(categories.at(index), formatMoney(sums.at(index).amountHundredths, code)));
    });
}

void OverviewTab::drawVouchers(const OverviewData &data)
{
    m_voucherTitle->setText(
        tr("Pending vouchers due within %n day(s): %1", nullptr, OverviewData::ExpiringDays)
            .arg(data.expiringCount));
    m_vouchers->setRowCount(int(data.expiring.size()));
    for (int row = 0; row < data.expiring.size(); ++row) {
        const ExpiringVoucher &v = data.expiring.at(row);
        const QStringList cells = {formatDate(v.dueDate), v.method, formatMoney(v.amountHundredths, v.currency),
                                   v.customerName, v.merchantCode};
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            if (column == 2)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_vouchers->setItem(row, column, item);
        }
    }
    m_vouchers->resizeColumnsToContents();
}

void OverviewTab::select(const OverviewSelection &selection)
{
    const PaymentFilter bar = m_model ? m_model->filter() : PaymentFilter();
    emit filterRequested(OverviewModel::filterFor(bar, period(), selection));
}

void OverviewTab::activateDay(QDate day)
{
    OverviewSelection selection;
    selection.status = PaymentStatus::Confirmed;
    selection.currency = currency();
    selection.day = day;
    select(selection);
}

void OverviewTab::activateStatus(PaymentStatus status)
{
    OverviewSelection selection;
    selection.status = status;
    select(selection);
}

void OverviewTab::activateMethod(const QString &method)
{
    OverviewSelection selection;
    selection.status = PaymentStatus::Confirmed;
    selection.currency = currency();
    selection.method = method;
    select(selection);
}

void OverviewTab::activateCountry(const QString &country)
{
    OverviewSelection selection;
    selection.status = PaymentStatus::Confirmed;
    selection.currency = currency();
    selection.country = country;
    select(selection);
}

void OverviewTab::activateVoucher(int row)
{
    if (!m_model || row < 0 || row >= m_model->data().expiring.size())
        return;
    // The voucher alone: pending, found by its merchant code, whatever its opening date.
    PaymentFilter filter = m_model->filter();
    filter.statuses = {PaymentStatus::Pending};
    filter.text = m_model->data().expiring.at(row).merchantCode;
    if (filter.text.isEmpty())
        filter.text = m_model->data().expiring.at(row).hash;
    emit filterRequested(filter);
}

void OverviewTab::applyTheme()
{
    const QChart::ChartTheme theme = isDarkPalette(palette()) ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    for (QChartView *view : {m_daily, m_status, m_methods, m_countries, m_refunds}) {
        if (view->chart()->theme() != theme)
            view->chart()->setTheme(theme);
        view->chart()->setBackgroundBrush(palette().base());
        view->chart()->setTitleBrush(palette().text());
        view->chart()->legend()->setLabelColor(palette().text().color());
    }
    m_status->setBackgroundBrush(palette().base());
}

void OverviewTab::showTip(const QString &text)
{
    // Leaving a bar takes its tip away; a hover that arrives once the tab is hidden shows none.
    if (text.isEmpty() || !isVisible())
        QToolTip::hideText();
    else
        QToolTip::showText(QCursor::pos(), text);
}

void OverviewTab::hideEvent(QHideEvent *event)
{
    // A chart's tool tip says nothing about the table shown instead.
    QToolTip::hideText();
    QWidget::hideEvent(event);
}

void OverviewTab::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        applyTheme();
        redraw();   // a theme change resets the series' colours
    }
}

} // namespace dd
