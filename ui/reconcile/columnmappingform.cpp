#include "ui/reconcile/columnmappingform.h"

#include "core/domain/printable.h"
#include "core/storage/settingsstore.h"
#include "ui/messagebox.h"

#include <QComboBox>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace dd {

using reconcile::ColumnMapping;
using reconcile::OrderField;
namespace NamedMappings = reconcile::NamedMappings;

namespace {

// Label and accessible name of a field; every mnemonic is unique in the reconciliation window.
QString fieldLabel(OrderField field)
{
    switch (field) {
    case OrderField::Code: return ColumnMappingForm::tr("Merchant payment c&ode:");
    case OrderField::Amount: return ColumnMappingForm::tr("Amou&nt:");
    case OrderField::Currency: return ColumnMappingForm::tr("C&urrency:");
    case OrderField::Status: return ColumnMappingForm::tr("Order s&tatus:");
    case OrderField::Date: return ColumnMappingForm::tr("Order &date:");
    case OrderField::Refunded: return ColumnMappingForm::tr("R&efunded amount:");
    }
    return {};
}

} // namespace

ColumnMappingForm::ColumnMappingForm(SettingsStore *settings, QWidget *parent)
    : QWidget(parent),
      m_settings(settings),
      m_saved(new QComboBox(this)),
      m_save(new QPushButton(tr("Save mapping &as…"), this))
{
    m_saved->setObjectName(u"mappingCombo"_s);
    m_saved->setAccessibleName(tr("Saved mapping"));
    m_saved->setMinimumContentsLength(16);
    m_save->setObjectName(u"saveMappingButton"_s);
    m_save->setAutoDefault(false);
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    const QList<OrderField> fields = reconcile::allOrderFields();
    for (int i = 0; i < fields.size(); ++i) {
        const OrderField field = fields.at(i);
        auto *box = new QComboBox(this);
        box->setObjectName(reconcile::orderFieldName(field) + u"Column"_s);
        box->setMinimumContentsLength(14);
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        auto *label = new QLabel(fieldLabel(field), this);
        label->setBuddy(box);
        box->setAccessibleName(label->text().remove(u'&').remove(u':'));
        m_combos[size_t(field)] = box;
        // Two rows of three fields: the window stays short enough for 768 pixels.
        grid->addWidget(label, i / 3, (i % 3) * 2);
        grid->addWidget(box, i / 3, (i % 3) * 2 + 1);
        grid->setColumnStretch((i % 3) * 2 + 1, 1);
        connect(box, &QComboBox::currentIndexChanged, this, &ColumnMappingForm::changed);
    }
    connect(this, &ColumnMappingForm::changed, this, [this] { m_save->setEnabled(mapping().hasValue()); });
    connect(m_saved, &QComboBox::activated, this, &ColumnMappingForm::useSavedMapping);
    connect(m_save, &QPushButton::clicked, this, &ColumnMappingForm::askName);
    reloadNames({});
    setHeaders({});
}

void ColumnMappingForm::setHeaders(const QStringList &headers)
{
    std::array<QString, 6> kept;
    for (const OrderField field : reconcile::allOrderFields())
        kept[size_t(field)] = combo(field)->currentData().toString();
    m_headers = headers;
    for (const OrderField field : reconcile::allOrderFields()) {
        QComboBox *box = combo(field);
        const QSignalBlocker quiet(box);
        box->clear();
        box->addItem(field == OrderField::Code ? tr("(choose a column)") : tr("(not compared)"), QString());
        for (const QString &header : headers)
            box->addItem(header, header);
        QString wanted = kept[size_t(field)];
        if (wanted.isEmpty() || box->findData(wanted) < 0) {
            wanted.clear();
            for (const QString &header : headers)
                if (reconcile::orderFieldFromName(header) == field)
                    wanted = header;
        }
        box->setCurrentIndex(qMax(0, box->findData(wanted)));
    }
    if (!m_saved->currentData().toString().isEmpty() && !headers.isEmpty())
        useSavedMapping();
    else
        emit changed();
}

void ColumnMappingForm::choose(OrderField field, const QString &header)
{
    QComboBox *box = combo(field);
    const QSignalBlocker quiet(box);
    // Headers are matched as the order file reader matches them: case aside.
    for (int i = 1; i < box->count(); ++i)
        if (box->itemData(i).toString().compare(header, Qt::CaseInsensitive) == 0) {
            box->setCurrentIndex(i);
            return;
        }
    box->setCurrentIndex(0);
}

Result<ColumnMapping, QString> ColumnMappingForm::mapping() const
{
    if (combo(OrderField::Code)->currentData().toString().isEmpty())
        return tr("Choose the column that holds the merchant payment code.");
    QStringList pairs;
    for (const OrderField field : reconcile::allOrderFields()) {
        const QString header = combo(field)->currentData().toString();
        if (!header.isEmpty())
            pairs.append(reconcile::orderFieldName(field) + u'=' + header);
    }
    return ColumnMapping::fromPairs(pairs);
}

QString ColumnMappingForm::mappingName() const
{
    const QString name = m_saved->currentData().toString();
    const auto chosen = mapping();
    if (name.isEmpty() || !chosen)
        return {};
    const std::optional<ColumnMapping> saved = savedMapping(name);
    if (!saved)
        return {};
    for (const OrderField field : reconcile::allOrderFields()) {
        const std::optional<QString> header = saved->header(field);
        if (header.value_or(QString()).compare(chosen->header(field).value_or(QString()), Qt::CaseInsensitive) != 0)
            return {};
    }
    return name;
}

void ColumnMappingForm::useSavedMapping()
{
    const QString name = m_saved->currentData().toString();
    if (name.isEmpty() || (!m_settings && !m_kept))
        return;
    const std::optional<ColumnMapping> saved = savedMapping(name);
    if (!saved) {
        emit message(printable(tr("The mapping %1 cannot be read.").arg(name)), true);
        return;
    }
    QStringList missing;
    for (const OrderField field : reconcile::allOrderFields()) {
        const std::optional<QString> header = saved->header(field);
        choose(field, header.value_or(QString()));
        if (header && combo(field)->currentIndex() == 0)
            missing.append(*header);
    }
    emit changed();
    if (!m_headers.isEmpty() && !missing.isEmpty())
        emit message(printable(tr("This file has no column headed %1 (named by the mapping %2).")
                                   .arg(missing.join(u", "_s), name)),
                     true);
    else
        emit message({}, false);
}

void ColumnMappingForm::reloadNames(const QString &select)
{
    const QString current = select.isEmpty() ? m_saved->currentData().toString() : select;
    const QSignalBlocker quiet(m_saved);
    m_saved->clear();
    m_saved->addItem(tr("(none)"), QString());
    for (const QString &name : savedNames())
        m_saved->addItem(name, name);
    m_saved->setCurrentIndex(qMax(0, m_saved->findData(current)));
}

void ColumnMappingForm::askName()
{
    auto *ask = new QInputDialog(this);
    ask->setObjectName(u"mappingNameDialog"_s);
    ask->setAttribute(Qt::WA_DeleteOnClose);
    ask->setWindowTitle(tr("Save mapping as"));
    ask->setLabelText(tr("Name of the mapping:"));
    ask->setTextValue(m_saved->currentData().toString());
    connect(ask, &QInputDialog::textValueSelected, this, &ColumnMappingForm::saveMappingAs);
    ask->open();
}

void ColumnMappingForm::saveMappingAs(const QString &name)
{
    const auto chosen = mapping();
    if (!chosen) {
        emit message(chosen.error(), true);
        return;
    }
    if (const QString problem = NamedMappings::nameProblem(name); !problem.isEmpty()) {
        emit message(problem, true);
        return;
    }
    if (!m_settings && !m_kept)
        return;
    if (savedNames().contains(name)
        && MessageBox::question(this, tr("Save mapping as"),
                                printable(tr("A mapping named %1 exists already. Replace it?").arg(name)))
               != QMessageBox::Yes)
        return;
    if (m_kept) {
        emit saveRequested(name, chosen.value());
        return;
    }
    if (!NamedMappings::save(*m_settings, name, chosen.value())) {
        emit message(tr("The mapping could not be saved in the cache."), true);
        return;
    }
    reloadNames(name);
    emit message(printable(tr("Mapping %1 saved.").arg(name)), false);
}

QStringList ColumnMappingForm::savedNames() const
{
    if (m_kept)
        return m_kept->keys();
    return m_settings ? NamedMappings::names(*m_settings) : QStringList();
}

std::optional<ColumnMapping> ColumnMappingForm::savedMapping(const QString &name) const
{
    if (m_kept)
        return m_kept->contains(name) ? std::optional(m_kept->value(name)) : std::nullopt;
    return m_settings ? NamedMappings::load(*m_settings, name) : std::nullopt;
}

void ColumnMappingForm::setKeptMappings(const QMap<QString, ColumnMapping> &mappings)
{
    m_kept = mappings;
    reloadNames({});
}

void ColumnMappingForm::keptMappingSaved(const QString &name, const ColumnMapping &mapping)
{
    if (!m_kept)
        m_kept.emplace();
    m_kept->insert(name, mapping);
    reloadNames(name);
    emit message(printable(tr("Mapping %1 saved.").arg(name)), false);
}

} // namespace dd
