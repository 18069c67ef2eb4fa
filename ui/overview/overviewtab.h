#pragma once

#include "core/storage/overviewdata.h"
#include "models/overviewmodel.h"

#include <QPointer>
#include <QWidget>

class QComboBox;
class QDateEdit;
class QLabel;
class QTableWidget;

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
QT_END_NAMESPACE

namespace dd {

class StatusLegend;

// The Overview tab: a period chooser and a currency selector over charts of the payments the
// filter bar selects — confirmed volume per day, payments by status, confirmed volume by method
// and by country, refunds by state — and the pending vouchers that expire soon. A click on a bar,
// slice or voucher emits filterRequested() with the payments table's filter for it.
class OverviewTab : public QWidget
{
    Q_OBJECT
public:
    explicit OverviewTab(QWidget *parent = nullptr);
    ~OverviewTab() override;

    // The model to show (null while locked). Not owned.
    void setModel(OverviewModel *model);
    OverviewModel *model() const { return m_model; }
    // "Today" for the period presets (tests pin it); the system date by default.
    void setToday(std::function<QDate()> today);
    void setPeriodPreset(OverviewPeriod::Preset preset);
    void setCustomRange(QDate first, QDate last);
    void setCurrency(const QString &currency);
    QString currency() const;
    OverviewPeriod period() const;

    // What a click on each chart stands for (also used by tests and the keyboard-free path).
    void activateDay(QDate day);
    void activateStatus(PaymentStatus status);
    void activateMethod(const QString &method);
    void activateCountry(const QString &country);
    void activateVoucher(int row);

    QChart *dailyChart() const;
    QChart *statusChart() const;
    QChart *methodChart() const;
    QChart *countryChart() const;
    QChart *refundChart() const;
    QTableWidget *voucherTable() const { return m_vouchers; }
    // The lines of the status chart's legend, as shown ("Confirmed (1,234)").
    QStringList statusLegendTexts() const;

signals:
    void filterRequested(const dd::PaymentFilter &filter);

protected:
    void changeEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void onPeriodChanged();
    void onUpdated();
    void redraw();
    void drawDaily(const OverviewData &data);
    void labelDays();
    void showTip(const QString &text);
    void drawStatus(const OverviewData &data);
    void drawRanking(QChartView *view, const QString &title,
                     const QList<std::pair<QString, CurrencyAmount>> &ranking, bool countries);
    void drawRefunds(const OverviewData &data);
    void drawVouchers(const OverviewData &data);
    void applyTheme();
    void select(const OverviewSelection &selection);

    QPointer<OverviewModel> m_model;
    QComboBox *m_period;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QComboBox *m_currency;
    QLabel *m_state;
    QChartView *m_daily;
    QChartView *m_status;
    QChartView *m_methods;
    QChartView *m_countries;
    QChartView *m_refunds;
    StatusLegend *m_statusLegend;
    QLabel *m_voucherTitle;
    QTableWidget *m_vouchers;
    std::function<QDate()> m_today;
    QList<QDate> m_days;          // the daily chart's categories
    QStringList m_dayLabels;      // their labels, of which labelDays() shows what fits
    QList<PaymentStatus> m_statuses;
    QStringList m_methodKeys;
    QStringList m_countryKeys;
};

} // namespace dd
