#pragma once

#include "core/storage/paymentfilter.h"

#include <QDate>
#include <QTimer>
#include <QVariantMap>
#include <QWidget>

#include <functional>
#include <optional>

class QComboBox;
class QDateEdit;
class QHBoxLayout;
class QLineEdit;
class QMenu;
class QToolButton;

namespace dd {

// The filter row above the payments table: statuses, methods, countries (each a checkable menu),
// currency, a date preset or range, an amount range in the locale's notation and the search box.
// Emits filterChanged() on every change (the search box after a short pause).
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    enum class DatePreset { Any, Today, Yesterday, Last7Days, Last30Days, ThisMonth, LastMonth, Custom };
    static constexpr int SearchDelayMs = 250;
    // Longer titles of a status, method or country button name the count, not each choice.
    static constexpr int LongChoiceTitle = 26;

    explicit FilterBar(QWidget *parent = nullptr);

    PaymentFilter filter() const;
    void clear();
    // Shows `filter` (statuses, methods, countries, currency, open-date range as a custom range,
    // search text; amounts are kept) and emits filterChanged() once.
    void setFilter(const PaymentFilter &filter);
    // The bar's choices as plain values, to bring them back at the next start: menus, currency, the
    // date preset (kept as a preset: "Last 7 days" is the seven days before the day it comes back),
    // a custom range's days, the amount and search texts as typed.
    QVariantMap state() const;
    // Puts back what state() gave (unknown codes and keys are ignored) and emits filterChanged() once.
    void restoreState(const QVariantMap &state);
    void focusSearch();
    // "Today" for the date presets; the system date by default (tests pin it).
    void setToday(std::function<QDate()> today);
    // True when the bar is too narrow for one row and its dates, amounts and Clear sit on a second.
    bool isWrapped() const;
    QSize minimumSizeHint() const override;

signals:
    void filterChanged(const dd::PaymentFilter &filter);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QList<QWidget *> firstRowFields() const;
    QList<QWidget *> wrappingFields() const;
    int rowWidth(const QList<QWidget *> &fields) const;
    int oneRowWidth() const;
    void arrangeRows();
    QToolButton *addChoiceMenu(const QString &objectName, const QString &title,
                               const QList<std::pair<QString, QString>> &choices);
    void onDatePresetChanged();
    void emitChanged();
    std::optional<qint64> amountBound(QLineEdit *edit) const;
    void markAmount(QLineEdit *edit);
    static QStringList checkedCodes(const QToolButton *button);
    static void checkCodes(QToolButton *button, const QStringList &codes);
    static void updateChoiceTitle(QToolButton *button, const QString &title);

    QToolButton *m_statuses;
    QToolButton *m_methods;
    QToolButton *m_countries;
    QComboBox *m_currency;
    QComboBox *m_datePreset;
    QDateEdit *m_from;
    QDateEdit *m_to;
    QLineEdit *m_minAmount;
    QLineEdit *m_maxAmount;
    QLineEdit *m_search;
    QToolButton *m_clear;
    QTimer m_searchDelay;
    std::function<QDate()> m_today;
    QHBoxLayout *m_firstRow = nullptr;
    QHBoxLayout *m_secondRow = nullptr;
    bool m_wrapped = false;
    bool m_arranged = false;
    bool m_clearing = false;
};

} // namespace dd
