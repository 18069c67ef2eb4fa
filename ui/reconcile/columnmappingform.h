#pragma once

#include "core/domain/result.h"
#include "core/reconcile/ordermapping.h"

#include <QMap>
#include <QStringList>
#include <QWidget>

#include <array>
#include <optional>

class QComboBox;
class QPushButton;

namespace dd {

class SettingsStore;

// Which column of the order file holds each field: one combo box a field, filled with the file's
// headers (the merchant payment code is required; a field left "not compared" is not compared),
// and the mappings remembered by name in the store's settings: chosen from a list, saved with
// "Save mapping as…". The list and its button are laid out by the window (savedMappings(),
// saveButton()). Where the store is across the network (the team server), the form reads nothing
// itself: it shows the mappings it is given (setKeptMappings) and asks for a save (saveRequested),
// which keptMappingSaved() confirms.
class ColumnMappingForm : public QWidget
{
    Q_OBJECT
public:
    explicit ColumnMappingForm(SettingsStore *settings, QWidget *parent = nullptr);

    // A new file's headers: the saved mapping chosen applies; else each field keeps its header when
    // the file has it, or takes the header named like the field ("Importe", "Moeda"…).
    void setHeaders(const QStringList &headers);
    const QStringList &headers() const { return m_headers; }
    // The columns chosen, or why they are not a mapping (no merchant payment code column).
    Result<reconcile::ColumnMapping, QString> mapping() const;
    // The saved mapping's name while the columns are still the ones saved under it; else "".
    QString mappingName() const;
    QComboBox *combo(reconcile::OrderField field) const { return m_combos[size_t(field)]; }
    QComboBox *savedMappings() const { return m_saved; }
    QPushButton *saveButton() const { return m_save; }
    // Keeps the columns chosen under `name` (asking before replacing another mapping).
    void saveMappingAs(const QString &name);

    // The mappings kept on a store the form does not read itself (the form was made without settings).
    void setKeptMappings(const QMap<QString, reconcile::ColumnMapping> &mappings);
    // A save asked for with saveRequested() was done.
    void keptMappingSaved(const QString &name, const reconcile::ColumnMapping &mapping);

signals:
    void changed();
    // Only for mappings given with setKeptMappings(): keep `mapping` under `name`.
    void saveRequested(const QString &name, const reconcile::ColumnMapping &mapping);
    // Something to tell the user (a problem when `problem`); "" clears it.
    void message(const QString &text, bool problem);

private:
    void choose(reconcile::OrderField field, const QString &header);
    void useSavedMapping();
    void reloadNames(const QString &select);
    void askName();
    QStringList savedNames() const;
    std::optional<reconcile::ColumnMapping> savedMapping(const QString &name) const;

    SettingsStore *m_settings;
    std::optional<QMap<QString, reconcile::ColumnMapping>> m_kept;   // given: the form reads no store
    std::array<QComboBox *, 6> m_combos{};
    QComboBox *m_saved;
    QPushButton *m_save;
    QStringList m_headers;
};

} // namespace dd
